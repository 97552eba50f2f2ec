'use client';

import { useState } from 'react';
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/dates';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import { showToast } from '@/lib/toasts';
import { describeUserAgent, deviceLabel } from '@/lib/user-agent';
import { FormAlert } from '../forms/form-alert';
import { messageOf } from './pipeline-list';
import { staffRequest, useStaffQuery } from './staff-session';
import type { StaffSession } from '@/lib/schemas/staff-data';

/** /staff/sessions: every open console session; the administrator ends any of them. */
export function SessionsView() {
  const { data, error, reload } = useStaffQuery<StaffSession[]>('/staff/sessions/v1');
  const [failure, setFailure] = useState('');
  async function end(session: StaffSession) {
    const result = await staffRequest({ path: `/staff/sessions/v1/${session.uuid}/end`, method: 'POST' });
    if (result.ok) {
      showToast(`已結束 ${session.name} 的登入`, 'success');
      reload();
    } else setFailure(messageOf(result.error));
  }
  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        登入中的工作階段
      </chakra.h1>
      <Text color="gray.700">閒置 30 分鐘或登入超過 10 小時的工作階段會自動結束。</Text>
      <FormAlert message={failure || (error ? messageOf(error) : '')} />
      <chakra.table w="full" fontSize="sm" bg="white" borderWidth="1px" borderColor="gray.200">
        <chakra.caption srOnly>登入中的工作階段</chakra.caption>
        <thead>
          <chakra.tr bg="gray.100">
            {['人員', '角色', '裝置', 'IP', '登入時間', '最近使用', '操作'].map((label) => (
              <chakra.th key={label} scope="col" textAlign="start" px="3" py="2">
                {label}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {data?.map((session) => {
            const device = describeUserAgent(session.userAgent);
            return (
              <chakra.tr key={session.uuid} borderTopWidth="1px" borderColor="gray.200">
                <chakra.td px="3" py="2">
                  {session.name}（{session.email}）
                </chakra.td>
                <chakra.td px="3" py="2">
                  {STAFF_ROLE_LABELS[session.role]}
                </chakra.td>
                <chakra.td px="3" py="2">
                  {deviceLabel(device)}
                </chakra.td>
                <chakra.td px="3" py="2">
                  {session.ip}
                </chakra.td>
                <chakra.td px="3" py="2">
                  {formatDateTime(session.createdAt)}
                </chakra.td>
                <chakra.td px="3" py="2">
                  {formatDateTime(session.lastSeenAt)}
                </chakra.td>
                <chakra.td px="3" py="2">
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void end(session)}>
                    結束
                  </Button>
                </chakra.td>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Stack>
  );
}
