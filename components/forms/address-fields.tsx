'use client';

import { useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useCitiesQuery, useTownsQuery } from '@/store/account-api';
import { TextField } from './text-field';
import { useFieldIds } from './use-field-ids';

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
  const cityIds = useFieldIds(errors.cityId?.message, false);
  const townIds = useFieldIds(errors.townId?.message, false);
  const zip = towns.currentData?.find((town) => town.townId === townId)?.zip ?? '';

  // A town of another city is never sent: a new city empties the town.
  useEffect(() => {
    if (towns.currentData && townId && !towns.currentData.some((town) => town.townId === townId)) {
      setValue('townId', '', { shouldValidate: getFieldState('townId').isTouched });
    }
  }, [towns.currentData, townId, setValue, getFieldState]);

  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Field.Root invalid={Boolean(errors.cityId)} required disabled={!cities.data}>
        <Field.Label>縣市</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field autoComplete="address-level1" aria-describedby={cityIds.describedBy} {...city}>
            <option value="">{cities.isError ? '縣市清單載入失敗' : '請選擇縣市'}</option>
            {cities.data?.map((city) => (
              <option key={city.cityId} value={city.cityId}>
                {city.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText id={cityIds.errorId}>{errors.cityId?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.townId)} required disabled={!cityId || !towns.currentData}>
        <Field.Label>鄉鎮市區</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field autoComplete="address-level2" aria-describedby={townIds.describedBy} {...town}>
            <option value="">{cityId ? '請選擇鄉鎮市區' : '請先選擇縣市'}</option>
            {towns.currentData?.map((town) => (
              <option key={town.townId} value={town.townId}>
                {town.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText id={townIds.errorId}>{errors.townId?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root readOnly>
        <Field.Label>郵遞區號</Field.Label>
        <Input value={zip} readOnly autoComplete="postal-code" placeholder="選擇鄉鎮市區後自動帶入" />
      </Field.Root>
      <SimpleGrid gridColumn={{ sm: 'span 3' }}>
        <TextField label="地址" required autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
