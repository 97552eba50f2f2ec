'use client';

import { useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { CANCEL_NOTE_MAX, MEMBER_CANCEL_REASON_LABELS, MEMBER_CANCEL_REASONS } from '@/lib/purchase/cancel-reasons';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { preorderCancelSchema } from '@/lib/schemas/order';
import { cx, withClasses } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { useCancelPreorderMutation } from '@/store/purchase-api';
import { outcomeOf } from '../account/outcome';
import { Field } from '../forms/field';
import { FormAlert } from '../forms/form-alert';
import { ModalDialog } from '../forms/modal-dialog';
import { inputClasses } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { Section } from './section';
import { CANCEL_PREORDER, CANCEL_REASON, preorderNamed } from '@/lib/words/purchase';
import { PLEASE_CHOOSE } from '@/lib/words/actions';

/** Until the contract, the buyer may cancel (預購須知); after it, the dealer handles it. */
export const mayCancel = (preorder: Pick<PreorderDetail, 'status' | 'contractUuid'>) =>
  (preorder.status === 'submitted' || preorder.status === 'contacting') && !preorder.contractUuid;

/** 取消預購: on the member's pre-order page, asked for in a dialog that says what will happen. */
export function PreorderCancel({ preorder }: { preorder: PreorderDetail }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!mayCancel(preorder)) return null;
  return (
    <Section title="取消預購">
      <div className={cx('ui-stack-3')}>
        <p className={cx('ui-muted')}>簽約前您可以隨時取消這張預購單，不需任何費用。</p>
        <div>
          <Button ref={opener} variant="outline" tone="red" onClick={() => setOpen(true)}>
            取消預購單…
          </Button>
        </div>
      </div>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={`取消預購單 ${preorder.number}`} returnFocusTo={() => opener.current}>
        {open && <CancelForm preorder={preorder} onDone={() => setOpen(false)} />}
      </ModalDialog>
    </Section>
  );
}

function CancelForm({ preorder, onDone }: { preorder: PreorderDetail; onDone(): void }) {
  const [cancel] = useCancelPreorderMutation();
  const { form, failure, submitWith } = useApiForm<z.input<typeof preorderCancelSchema>>(
    () => import('@/lib/schemas/order').then((m) => m.preorderCancelSchema),
    { reason: '' as never, note: '' },
    ['reason', 'note'],
  );
  const onSubmit = submitWith(async (values) => {
    const error = outcomeOf(await cancel({ uuid: preorder.uuid, ...values }));
    if (!error) {
      showToast(`${preorderNamed(preorder.number)} 已取消，確認信已寄到您的信箱`, 'success');
      onDone();
    }
    return error;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={CANCEL_PREORDER}>
      <div className={cx('ui-stack-4')}>
        <div className={cx('ui-stack-2')}>
          <p>取消後：</p>
          <ul className={cx('pu-cancel-list')}>
            <li>這張預購單會改為「已取消」，無法恢復；之後若仍想購買，請重新送出預購。</li>
            <li>我們會寄確認信給您，並通知為您服務的經銷商，經銷商不會再就這張預購單與您聯繫。</li>
            <li>送出預購時沒有付任何款項，取消不需任何費用。</li>
          </ul>
        </div>
        <FormAlert message={failure} />
        <Field
          label={CANCEL_REASON}
          required
          error={errors.reason?.message}
          control={(control) => (
            <NativeSelect {...control} {...form.register('reason')}>
              <option value="">{PLEASE_CHOOSE}</option>
              {MEMBER_CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {MEMBER_CANCEL_REASON_LABELS[reason]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <Field
          label="說明"
          helper={`選填；選擇「其他原因」時請寫下原因（${CANCEL_NOTE_MAX} 字以內）。會一併告知經銷商。`}
          error={errors.note?.message}
          control={(control) => (
            <textarea {...control} {...form.register('note')} rows={3} className={withClasses(inputClasses, cx('pu-textarea'))} />
          )}
        />
        <div className={cx('ui-wrap-3')}>
          <Button type="submit" tone="brand" loading={isSubmitting} loadingText="取消中…">
            確認取消預購
          </Button>
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            返回，不取消
          </Button>
        </div>
      </div>
    </form>
  );
}
