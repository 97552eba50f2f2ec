'use client';

import { BALANCE_RECEIVED, PAYMENT_METHOD, RECEIVED_DATE } from '@/lib/words/console';
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { BALANCE_METHOD_LABELS, BALANCE_METHODS, type BalanceMethod } from '@/lib/staff/pipeline';
import { Panel } from './record-parts';
import { AMOUNT_DUE } from '@/lib/words/purchase';
import { UNDATED } from '@/lib/words/staff';

/** 收到尾款: a payment of the balance (amount, day, method), recorded only after saying what happens and who is mailed. */
export function BalanceForm({
  due,
  buyer,
  busy,
  onPay,
}: {
  due: number;
  buyer: { name: string; email: string };
  busy: boolean;
  onPay: (input: { amount: number; paidOn: string; method: BalanceMethod }) => Promise<boolean>;
}) {
  const [amount, setAmount] = useState(String(due));
  const [paidOn, setPaidOn] = useState(taipeiToday());
  const [method, setMethod] = useState<BalanceMethod>('transfer');
  const [asking, setAsking] = useState(false);
  const input = { amount: Number(amount), paidOn, method };
  return (
    <Panel title={BALANCE_RECEIVED}>
      <chakra.form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!asking) return setAsking(true);
          if (await onPay(input)) setAsking(false);
        }}
      >
        <Stack gap="3">
          <Text color="gray.700">
            {AMOUNT_DUE} {formatTwd(due)}
          </Text>
          <chakra.label htmlFor="balance-amount" fontWeight="medium">
            收款金額（NT$）
          </chakra.label>
          <Input
            id="balance-amount"
            inputMode="numeric"
            value={amount}
            disabled={asking}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
          />
          <chakra.label htmlFor="balance-paid" fontWeight="medium">
            {RECEIVED_DATE}
          </chakra.label>
          <Input
            id="balance-paid"
            type="date"
            value={paidOn}
            max={taipeiToday()}
            disabled={asking}
            onChange={(event) => setPaidOn(event.target.value)}
          />
          <chakra.label htmlFor="balance-method" fontWeight="medium">
            {PAYMENT_METHOD}
          </chakra.label>
          <NativeSelect.Root disabled={asking}>
            <NativeSelect.Field id="balance-method" value={method} onChange={(event) => setMethod(event.target.value as BalanceMethod)}>
              {BALANCE_METHODS.map((item) => (
                <option key={item} value={item}>
                  {BALANCE_METHOD_LABELS[item]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {asking && (
            <Text role="note" bg="brand.50" p="3" borderRadius="md">
              將記錄於 {paidOn ? formatDate(taipeiDayStart(paidOn)) : UNDATED} 以{BALANCE_METHOD_LABELS[method]}
              {BALANCE_RECEIVED} {formatTwd(input.amount)}，並寄信通知買方 {buyer.name}（{buyer.email}）。
              {input.amount >= due ? '款項將全部付清。' : `記錄後尚待付款 ${formatTwd(Math.max(due - input.amount, 0))}。`}
            </Text>
          )}
          <HStack>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {asking ? '確認記錄尾款' : '記錄收到尾款…'}
            </Button>
            {asking && (
              <Button variant="ghost" onClick={() => setAsking(false)}>
                返回修改
              </Button>
            )}
          </HStack>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
