'use client';

import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { showToast } from '@/lib/site/toasts';
import type { enterpriseInfoForm, individualInfoForm } from '@/lib/schemas/forms';
import { useUpdateMemberMutation } from '@/store/account-api';
import { AddressFields } from '../forms/address-fields';
import { FormProvider } from '../forms/form-context';
import type { Path } from '../forms/use-form';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from '../account/outcome';
import { COMPANY_NAME, COMPANY_PHONE_OPTIONAL, CONTACT_NAME, CONTACT_TITLE_OPTIONAL, NAME, PHONE_EXAMPLE } from '@/lib/words/people';
import { CANCEL, SAVE, SAVING } from '@/lib/words/actions';
import { EDIT_MEMBER_INFO, MOBILE_NUMBER } from '@/lib/words/account';

type Values = Partial<z.input<typeof individualInfoForm> & z.input<typeof enterpriseInfoForm>>;

function initialValues(info: MemberInfo): Values {
  const address = { mobile: info.mobile, cityId: info.cityId, townId: info.townId, address: info.address };
  return info.memberType === 'enterprise'
    ? {
        companyName: info.companyName ?? '',
        contactName: info.contactName ?? '',
        contactTitle: info.contactTitle ?? '',
        phone: info.phone ?? '',
        ...address,
      }
    : { name: info.name, ...address };
}

/** 編輯資料 in place: the fields a member may change, with the registration's rules; 取消 keeps nothing. */
export function MemberEditForm({ info, onDone }: { info: MemberInfo; onDone(): void }) {
  const enterprise = info.memberType === 'enterprise';
  const initial = initialValues(info);
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => (enterprise ? m.enterpriseInfoForm : m.individualInfoForm)),
    initial,
    Object.keys(initial) as Path<Values>[],
  );
  const [update] = useUpdateMemberMutation();
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const field = (name: Path<Values>) => ({ ...register(name), error: errors[name]?.message });

  // Sent whole: an optional field left empty ('') clears it.
  const onSubmit = submitWith(async (values) => {
    const error = outcomeOf(await update(values));
    if (!error) {
      showToast('會員資料已更新', 'success');
      onDone();
    }
    return error;
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={EDIT_MEMBER_INFO}>
        <div className={cx('ui-stack-5')}>
          <FormAlert message={failure} />
          <div className={cx('mb-edit-grid')}>
            {enterprise ? (
              <>
                <TextField label={COMPANY_NAME} required autoComplete="organization" {...field('companyName')} />
                <TextField label={CONTACT_NAME} required autoComplete="name" {...field('contactName')} />
                <TextField label={CONTACT_TITLE_OPTIONAL} autoComplete="organization-title" {...field('contactTitle')} />
                <TextField label={COMPANY_PHONE_OPTIONAL} type="tel" autoComplete="tel" helper={PHONE_EXAMPLE} {...field('phone')} />
              </>
            ) : (
              <TextField label={NAME} required autoComplete="name" {...field('name')} />
            )}
            <TextField label={MOBILE_NUMBER} required type="tel" inputMode="tel" autoComplete="tel" maxLength={10} {...field('mobile')} />
          </div>
          <AddressFields />
          <div className={cx('ui-row-3')}>
            <Button type="submit" tone="brand" loading={isSubmitting} loadingText={SAVING} disabled={!isDirty}>
              {SAVE}
            </Button>
            <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
              {CANCEL}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
