'use client';

import { CREATED_DATE, ROLE, STAFF_ACCOUNTS, STATUS } from '@/lib/words/console';
import { useState } from 'react';
import { useForm } from '@/components/forms/use-form';
import { zodResolver } from '@/components/forms/lazy-resolver';
import { Box, Button, Field, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { z } from 'zod';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { staffAccountCreateSchema } from '@/lib/schemas/staff-forms';
import { isDealerRole, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff/roles';
import { showToast } from '@/lib/site/toasts';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { ConsoleTable } from './console-table';
import { messageOf } from './pipeline-list';
import { Panel } from './record-parts';
import { AccountDialog, type ConfirmedChange, type PendingChange } from './account-dialogs';
import { staffRequest, useStaffProfile, useStaffQuery } from './staff-session';
import { RoleOptions } from './role-options';
import { DEALER, EMAIL, NAME, PHONE } from '@/lib/words/people';
import { LOADING } from '@/lib/words/actions';

import { ACCOUNT_DISABLED, END_ALL_SESSIONS, ROW_ACTIONS } from '@/lib/words/staff';

type Values = z.input<typeof staffAccountCreateSchema>;

// Short words and times read on one line; the e-mail and the buttons take what is left.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * /staff/accounts: the administrator's staff accounts, oldest first (by e-mail among those made at once):
 * create (the set-up link is mailed), change the role and dealer, disable, end all sessions, reset the
 * sign-in; each change that signs a person out is confirmed first, saying what happens.
 */
export function AccountsView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/accounts/v1' });
  const { data: dealers } = useStaffQuery({ call: 'GET /staff/dealers/v1' });
  const me = useStaffProfile();
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(staffAccountCreateSchema),
    defaultValues: { email: '', name: '', phone: '', role: 'dealer_sales', dealerCode: 'north' },
  });
  const role = form.watch('role') as StaffRole;

  const create = form.handleSubmit(async (values) => {
    setFailure('');
    const body = { ...values, dealerCode: isDealerRole(values.role as StaffRole) ? values.dealerCode : null };
    const result = await staffRequest({ call: 'POST /staff/accounts/v1', body });
    if (result.ok) {
      showToast(`已建立 ${values.email}，設定連結已寄到該信箱`, 'success');
      form.reset();
      reload();
      return;
    }
    const message = placeApiError(result.error, form.setError, ['email', 'name', 'phone', 'role', 'dealerCode']);
    if (message) setFailure(message);
  });

  const change: ConfirmedChange = async (request, done) => {
    setFailure('');
    const result = await staffRequest(request);
    setPending(null);
    if (result.ok) {
      showToast(done(result.data), 'success');
      reload();
    } else setFailure(messageOf(result.error));
  };

  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {STAFF_ACCOUNTS}
      </chakra.h1>
      <FormAlert message={failure || (error ? messageOf(error) : '')} />
      <Panel title="新增員工帳號">
        <chakra.form onSubmit={create} noValidate aria-label="新增員工帳號">
          <HStack gap="4" align="flex-start" wrap="wrap">
            <Box w="18rem">
              <TextField label={EMAIL} required type="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            </Box>
            <Box w="10rem">
              <TextField label={NAME} required error={form.formState.errors.name?.message} {...form.register('name')} />
            </Box>
            <Box w="10rem">
              <TextField label={PHONE} error={form.formState.errors.phone?.message} {...form.register('phone')} />
            </Box>
            <Field.Root w="10rem">
              <Field.Label>{ROLE}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('role')}>
                  <RoleOptions />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {isDealerRole(role) && dealers && (
              <Field.Root w="14rem">
                <Field.Label>{DEALER}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('dealerCode')}>
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
            <Button type="submit" colorPalette="brand" mt="7" loading={form.formState.isSubmitting}>
              建立並寄出設定連結
            </Button>
          </HStack>
        </chakra.form>
      </Panel>
      <ConsoleTable
        caption={STAFF_ACCOUNTS}
        rowKey={(account) => account.uuid}
        rows={data}
        columns={[
          { label: NAME, cell: (account) => account.name },
          { label: EMAIL, cell: (account) => account.email },
          { label: ROLE, cell: (account) => STAFF_ROLE_LABELS[account.role], style: NO_WRAP },
          {
            label: DEALER,
            cell: (account) =>
              account.dealerCode ? (dealers?.find((dealer) => dealer.code === account.dealerCode)?.name ?? account.dealerCode) : '—',
          },
          {
            label: STATUS,
            cell: (account) => (account.disabled ? ACCOUNT_DISABLED : account.enrolled ? '使用中' : '等待設定'),
            style: NO_WRAP,
          },
          {
            label: '最近登入',
            cell: (account) => (account.lastSignInAt ? formatDateTime(account.lastSignInAt) : '尚未登入'),
            style: NO_WRAP,
          },
          { label: CREATED_DATE, cell: (account) => formatDate(account.createdAt), style: NO_WRAP },
          {
            label: ROW_ACTIONS,
            cell: (account) => {
              const self = account.uuid === me?.uuid;
              return (
                <HStack gap="2" wrap="wrap">
                  {!self && (
                    <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'role', account })}>
                      變更角色
                    </Button>
                  )}
                  {account.disabled ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() =>
                        void change(
                          { call: 'PUT /staff/accounts/v1/{id}', params: { id: account.uuid }, body: { disabled: false } },
                          () => `已啟用 ${account.name}`,
                        )
                      }
                    >
                      啟用
                    </Button>
                  ) : (
                    !self && (
                      <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'disable', account })}>
                        停用
                      </Button>
                    )
                  )}
                  {!self && !account.disabled && (
                    <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'end-sessions', account })}>
                      {END_ALL_SESSIONS}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      void change(
                        { call: 'POST /staff/accounts/v1/{id}/reset', params: { id: account.uuid } },
                        () => `已重設 ${account.name} 的登入，新的設定連結已寄出`,
                      )
                    }
                  >
                    重設登入
                  </Button>
                </HStack>
              );
            },
          },
        ]}
      />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {pending && <AccountDialog pending={pending} dealers={dealers ?? []} onConfirmed={change} onClose={() => setPending(null)} />}
    </Stack>
  );
}
