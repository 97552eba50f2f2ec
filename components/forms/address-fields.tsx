'use client';

import { useEffect } from 'react';
import { useCitiesQuery, useTownsQuery } from '@/store/account-api';
import { NativeSelect } from '@/components/ui/native-select';
import { cx } from '@/lib/theme/cx';
import { Field } from './field';
import { useController, useFormContext } from './form-context';
import { inputClasses, TextField } from './text-field';
import { ADDRESS } from '@/lib/words/people';
import { CHOOSE_CITY, CHOOSE_DISTRICT } from '@/lib/words/account';

export interface AddressValues {
  cityId: string;
  townId: string;
  address: string;
}

/**
 * 縣市, 鄉鎮市區, 郵遞區號 and the street address, inside a FormProvider. The town list follows the
 * city (the address API), the zip code fills itself from the chosen town and is not typed.
 */
export function AddressFields() {
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = useFormContext<AddressValues>();
  // Controlled selects: a value set before its options arrive (an edit form) still shows once they do.
  const city = useController<AddressValues, 'cityId'>({ name: 'cityId' }).field;
  const town = useController<AddressValues, 'townId'>({ name: 'townId' }).field;
  const cityId = city.value;
  const townId = town.value;
  const cities = useCitiesQuery();
  const towns = useTownsQuery(cityId, { skip: !cityId });
  const zip = towns.currentData?.find((town) => town.townId === townId)?.zip ?? '';

  // A town of another city is never sent: a new city empties the town.
  useEffect(() => {
    if (towns.currentData && townId && !towns.currentData.some((town) => town.townId === townId)) {
      setValue('townId', '', { shouldValidate: getFieldState('townId').isTouched });
    }
  }, [towns.currentData, townId, setValue, getFieldState]);

  return (
    <div className={cx('ui-address-grid')}>
      <Field
        label="縣市"
        required
        disabled={!cities.data}
        error={errors.cityId?.message}
        control={(control) => (
          <NativeSelect autoComplete="address-level1" {...control} {...city}>
            <option value="">{cities.isError ? '縣市清單載入失敗' : CHOOSE_CITY}</option>
            {cities.data?.map((city) => (
              <option key={city.cityId} value={city.cityId}>
                {city.name}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      <Field
        label="鄉鎮市區"
        required
        disabled={!cityId || !towns.currentData}
        error={errors.townId?.message}
        control={(control) => (
          <NativeSelect autoComplete="address-level2" {...control} {...town}>
            <option value="">{cityId ? CHOOSE_DISTRICT : '請先選擇縣市'}</option>
            {towns.currentData?.map((town) => (
              <option key={town.townId} value={town.townId}>
                {town.name}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      <Field
        label="郵遞區號"
        control={(control) => (
          <input
            {...control}
            className={inputClasses}
            value={zip}
            readOnly
            autoComplete="postal-code"
            placeholder="選擇鄉鎮市區後自動帶入"
          />
        )}
      />
      <div className={cx('ui-address-street')}>
        <TextField label={ADDRESS} required autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      </div>
    </div>
  );
}
