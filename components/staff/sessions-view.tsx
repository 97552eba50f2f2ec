'use client';

import { ROLE, STAFF_SESSIONS } from '@/lib/words/console';
import { STAFF_SESSION_RULE } from '@/lib/staff/session-limits';
import { useState } from 'react';
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/format/dates';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import { showToast } from '@/lib/site/toasts';
import { describeUserAgent, deviceLabel } from '@/lib/format/user-agent';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable } from './console-table';
import { messageOf } from './pipeline-list';
import { staffRequest, useStaffQuery } from './staff-session';
import type { StaffSession } from '@/lib/schemas/staff-data';

import { ROW_ACTIONS } from '@/lib/words/staff';

/** /staff/sessions: every open console session; the administrator ends any of them. */
export function SessionsView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/sessions/v1' });
  const [failure, setFailure] = useState('');
  async function end(session: StaffSession) {
    const result = await staffRequest({ call: 'POST /staff/sessions/v1/{id}/end', params: { id: session.uuid } });
    if (result.ok) {
      showToast(`已結束 ${session.name} 的登入`, 'success');
      reload();
    } else setFailure(messageOf(result.error));
  }
  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {STAFF_SESSIONS}
      </chakra.h1>
      <Text color="gray.700">{STAFF_SESSION_RULE}</Text>
      <FormAlert message={failure || (error ? messageOf(error) : '')} />
      <ConsoleTable
        caption={STAFF_SESSIONS}
        rowKey={(session) => session.uuid}
        rows={data}
        columns={[
          { label: '人員', cell: (session) => `${session.name}（${session.email}）` },
          { label: ROLE, cell: (session) => STAFF_ROLE_LABELS[session.role] },
          { label: '裝置', cell: (session) => deviceLabel(describeUserAgent(session.userAgent)) },
          { label: 'IP', cell: (session) => session.ip },
          { label: '登入時間', cell: (session) => formatDateTime(session.createdAt) },
          { label: '最近使用', cell: (session) => formatDateTime(session.lastSeenAt) },
          {
            label: ROW_ACTIONS,
            cell: (session) => (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void end(session)}>
                結束
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
