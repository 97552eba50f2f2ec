'use client';

import { useState } from 'react';
import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { AnswerOf, Call, CallRequest } from '@/lib/api/contract/calls';
import type { StaffAccount } from '@/lib/schemas/staff-data';
import { DISABLE_WORDS, END_SESSIONS_WORDS, roleChangeWords } from '@/lib/staff/account-change';
import { isDealerRole, type StaffRole } from '@/lib/staff/roles';
import { ConfirmDialog } from './confirm-dialog';
import { RoleOptions } from './role-options';
import { CONFIRM_CHANGE } from '@/lib/words/actions';
import { END_ALL_SESSIONS } from '@/lib/words/staff';

export interface Dealer {
  code: string;
  name: string;
}

/** What the administrator asked to do to an account, waiting for their confirmation. */
export type PendingChange = { kind: 'role' | 'disable' | 'end-sessions'; account: StaffAccount };

/** A change the dialog confirmed: the call to make and what to say once it is made. */
export type ConfirmedChange = <C extends Call>(request: CallRequest<C>, done: (data: AnswerOf<C>) => string) => Promise<void>;

/** The confirmation of a pending change to a staff account; the role's holds the new role and dealer. */
export function AccountDialog({
  pending,
  dealers,
  onConfirmed,
  onClose,
}: {
  pending: PendingChange;
  dealers: readonly Dealer[];
  onConfirmed: ConfirmedChange;
  onClose(): void;
}) {
  const { account } = pending;
  if (pending.kind === 'disable')
    return (
      <ConfirmDialog
        title={`停用 ${account.name}（${account.email}）的帳號？`}
        lines={DISABLE_WORDS}
        confirmLabel="確認停用"
        onClose={onClose}
        onConfirm={() =>
          onConfirmed(
            { call: 'PUT /staff/accounts/v1/{id}', params: { id: account.uuid }, body: { disabled: true } },
            () => `已停用 ${account.name}，其所有登入已結束`,
          )
        }
      />
    );
  if (pending.kind === 'end-sessions')
    return (
      <ConfirmDialog
        title={`結束 ${account.name} 的所有登入？`}
        lines={END_SESSIONS_WORDS}
        confirmLabel={END_ALL_SESSIONS}
        onClose={onClose}
        onConfirm={() =>
          onConfirmed({ call: 'POST /staff/accounts/v1/{id}/end-sessions', params: { id: account.uuid } }, (data) => {
            const { ended } = data as { ended: number };
            return ended > 0 ? `已結束 ${account.name} 的 ${ended} 個登入` : `${account.name} 目前沒有登入中的工作階段`;
          })
        }
      />
    );
  return <RoleDialog account={account} dealers={dealers} onConfirmed={onConfirmed} onClose={onClose} />;
}

function RoleDialog({
  account,
  dealers,
  onConfirmed,
  onClose,
}: {
  account: StaffAccount;
  dealers: readonly Dealer[];
  onConfirmed: ConfirmedChange;
  onClose(): void;
}) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const [dealerCode, setDealerCode] = useState(account.dealerCode ?? dealers[0]?.code ?? '');
  const dealerName = (code: string) => dealers.find((dealer) => dealer.code === code)?.name ?? code;
  const wanted = { role, dealerCode: isDealerRole(role) ? dealerCode : null };
  const lines = roleChangeWords(account, wanted, dealerName);
  return (
    <ConfirmDialog
      title={`變更 ${account.name} 的角色與經銷商`}
      lines={lines}
      confirmLabel={CONFIRM_CHANGE}
      confirmable={lines.length > 0}
      onClose={onClose}
      onConfirm={() =>
        onConfirmed(
          { call: 'PUT /staff/accounts/v1/{id}', params: { id: account.uuid }, body: wanted },
          () => `已變更 ${account.name} 的角色與經銷商，其所有登入已結束`,
        )
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>新的角色</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              <RoleOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {isDealerRole(role) && (
          <Field.Root>
            <Field.Label>新的經銷商</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={dealerCode} onChange={(event) => setDealerCode(event.target.value)}>
                {dealers.map((dealer) => (
                  <option key={dealer.code} value={dealer.code}>
                    {dealer.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
