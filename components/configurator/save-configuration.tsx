'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Button } from '@/components/ui/button';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { savedNameSchema } from '@/lib/schemas/saved-configurations';
import { encodeSelection, sharedConfigurationPath } from '@/lib/configurator/share';
import { SAVED_NAME_MAX } from '@/lib/constants';
import { cx, recipe } from '@/lib/theme/cx';
import { loginPath } from '@/lib/urls/account.mjs';
import { SAVED_CONFIGURATIONS_PATH } from '@/lib/urls/member.mjs';
import { MY_CONFIGURATIONS, SAVE_CONFIGURATION } from '@/lib/words/vehicle';
import { useAppSelector } from '@/store/hooks';
import { useSaveConfigurationMutation } from '@/store/saved-configuration-api';
import { selectIsLoggedIn } from '@/store/selectors';
import { outcomeOf } from '../account/outcome';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { useConfiguration } from './use-configuration';

/** 儲存配置: a member keeps this configuration under a name, from any step; a visitor is asked to log in first. */
export function SaveConfiguration({ family }: { family: VehicleFamilyDetail }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { selection, evaluation, vehicle } = useConfiguration(family);
  return (
    <section aria-labelledby="save-title" className={cx('cf-card', 'cf-no-print')}>
      <h2 className={cx(recipe('heading', { size: 'sm' }), 'cf-card-title')} id="save-title">
        {SAVE_CONFIGURATION}
      </h2>
      {loggedIn ? (
        <SaveForm
          key={family.uuid}
          family={family}
          defaultName={vehicle ? `${family.name} ${vehicle.hp} hp` : family.name}
          save={() => ({
            familyUuid: family.uuid,
            vehicleUuid: selection.vehicleUuid ?? '',
            colorUuid: selection.colorUuid,
            colorMaterialUuid: selection.colorMaterialUuid,
            originPartUuids: [...selection.originPartUuids],
            localPartUuids: [...selection.localPartUuids],
            quantity: selection.quantity,
          })}
        />
      ) : (
        <p className={cx('ui-small')}>
          <NextLink
            className={cx('ui-text-link')}
            href={loginPath({
              returnTo: sharedConfigurationPath(
                family.uuid,
                encodeSelection(selection, Object.fromEntries(evaluation.price.lines.map((line) => [line.uuid, line.amount]))),
              ),
            })}
          >
            登入會員
          </NextLink>
          後，可以儲存這組配置，之後再開啟、改名或與其他配置比較。
        </p>
      )}
    </section>
  );
}

type Selection = Omit<Parameters<ReturnType<typeof useSaveConfigurationMutation>[0]>[0], 'name'>;

function SaveForm({ family, defaultName, save }: { family: VehicleFamilyDetail; defaultName: string; save(): Selection }) {
  const [send] = useSaveConfigurationMutation();
  const [saved, setSaved] = useState('');
  const { form, failure, submitWith } = useApiForm<z.input<typeof savedNameSchema>>(
    () => import('@/lib/schemas/saved-configurations').then((m) => m.savedNameSchema),
    { name: defaultName.slice(0, SAVED_NAME_MAX) },
    ['name'],
  );
  const onSubmit = submitWith(async ({ name }) => {
    setSaved('');
    const result = await send({ name, ...save() });
    const error = outcomeOf(result);
    if (!error && 'data' in result && result.data) setSaved(result.data.name);
    return error;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={`${SAVE_CONFIGURATION}：${family.name}`} className={cx('ui-stack-3')}>
      <FormAlert message={failure} />
      <TextField label="配置名稱" required maxLength={SAVED_NAME_MAX} error={errors.name?.message} {...form.register('name')} />
      <div className={cx('ui-wrap-2')}>
        <Button type="submit" size="sm" tone="brand" loading={isSubmitting} loadingText="儲存中…">
          {SAVE_CONFIGURATION}
        </Button>
        <NextLink href={SAVED_CONFIGURATIONS_PATH} className={cx('ui-text-link', 'ui-small')}>
          {MY_CONFIGURATIONS}
        </NextLink>
      </div>
      <div role="status">
        {saved && (
          <p className={cx('ui-small')}>
            已儲存「{saved}」，可在「{MY_CONFIGURATIONS}」查看與比較。
          </p>
        )}
      </div>
    </form>
  );
}
