'use client';

import { PAYMENT_METHOD, RECEIVED_DATE, SIGN_AND_DEPOSIT } from '@/lib/words/console';
import { useRef, useState } from 'react';
import { Button, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { taipeiToday } from '@/lib/format/dates';
import { DEPOSIT_METHOD_LABELS, DEPOSIT_METHODS, type DepositMethod } from '@/lib/staff/pipeline';
import type { ContractBuyer } from '@/lib/sale/purchases';
import { ActionError, ConfirmDialog } from './confirm-action';
import { signNote } from './confirm-notes';
import { Panel } from './record-parts';
import { SIGNED_DATE } from '@/lib/words/purchase';

/**
 * 簽約與訂金: the signature's date and the deposit received (amount, date, method); while the review
 * period runs (and the buyer has not waived it), why it may not be recorded yet and from when. What
 * recording it does (the mail to the buyer, the delivery starting) is confirmed first.
 */
export function SignForm({
  deposit,
  buyer,
  refusal,
  busy,
  error,
  onSign,
}: {
  deposit: number;
  buyer: ContractBuyer;
  refusal: string | null;
  busy: boolean;
  /** The refusal of the last attempt, shown beside the button. */
  error: string;
  onSign: (input: { signedOn: string; depositAmount: number; depositPaidOn: string; depositMethod: DepositMethod }) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  const submit = useRef<HTMLButtonElement>(null);
  const [signedOn, setSignedOn] = useState(taipeiToday());
  const [amount, setAmount] = useState(String(deposit));
  const [paidOn, setPaidOn] = useState(taipeiToday());
  const [method, setMethod] = useState<DepositMethod>('transfer');
  const input = { signedOn, depositAmount: Number(amount), depositPaidOn: paidOn, depositMethod: method };
  if (refusal)
    return (
      <Panel title="簽約與訂金">
        <Text role="note">{refusal}</Text>
      </Panel>
    );
  return (
    <Panel title="簽約與訂金">
      <chakra.form
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Stack gap="3">
          <chakra.label htmlFor="sign-date" fontWeight="medium">
            {SIGNED_DATE}
          </chakra.label>
          <Input id="sign-date" type="date" value={signedOn} max={taipeiToday()} onChange={(event) => setSignedOn(event.target.value)} />
          <chakra.label htmlFor="sign-amount" fontWeight="medium">
            訂金金額（NT$，不超過總價十分之一）
          </chakra.label>
          <Input
            id="sign-amount"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
          />
          <chakra.label htmlFor="sign-paid" fontWeight="medium">
            {RECEIVED_DATE}
          </chakra.label>
          <Input id="sign-paid" type="date" value={paidOn} max={taipeiToday()} onChange={(event) => setPaidOn(event.target.value)} />
          <chakra.label htmlFor="sign-method" fontWeight="medium">
            {PAYMENT_METHOD}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="sign-method" value={method} onChange={(event) => setMethod(event.target.value as DepositMethod)}>
              {DEPOSIT_METHODS.map((item) => (
                <option key={item} value={item}>
                  {DEPOSIT_METHOD_LABELS[item]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button ref={submit} type="submit" colorPalette="brand" loading={busy}>
            {SIGN_AND_DEPOSIT}
          </Button>
          <ActionError message={error} />
        </Stack>
      </chakra.form>
      <ConfirmDialog
        open={asking}
        title="記錄簽約與訂金？"
        confirmLabel="確認記錄簽約與訂金"
        busy={busy}
        onConfirm={() => onSign(input)}
        onClose={() => setAsking(false)}
        returnFocusTo={() => submit.current}
      >
        {signNote(buyer, input)}
      </ConfirmDialog>
    </Panel>
  );
}
