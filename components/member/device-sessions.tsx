'use client';

import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/dates';
import { deviceLabel } from '@/lib/user-agent';
import { showToast } from '@/lib/toasts';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '@/store/security-api';
import { FormAlert } from '../forms/form-alert';
import { outcomeOf } from '../account/outcome';
import { EndSessionsDialog, type EndTarget } from './end-sessions-dialog';

/** 登入中的裝置: the member's sessions, the current one marked; any other can be logged out with the password. */
export function DeviceSessions() {
  const { data: sessions, isError, refetch } = useSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  const [target, setTarget] = useState<EndTarget | null>(null);
  // The button that opened the dialog gets the focus back, unless its device has just been logged out.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const ask = (next: EndTarget) => (event: { currentTarget: HTMLElement }) => {
    setOpener(event.currentTarget);
    setTarget(next);
  };

  const end = async (chosen: EndTarget, password: string) => {
    const error = outcomeOf(
      chosen.kind === 'one' ? await endSession({ sessionUuid: chosen.sessionUuid, password }) : await endOthers({ password }),
    );
    if (error) return error;
    setTarget(null);
    showToast(chosen.kind === 'one' ? `已登出 ${chosen.device}` : '其他裝置已全部登出', 'success');
    return null;
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Box
      as="section"
      aria-labelledby="device-sessions-heading"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      bg="white"
    >
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4">
        <Heading as="h2" size="md" id="device-sessions-heading">
          登入中的裝置
        </Heading>
        {others.length > 0 && (
          <Button variant="outline" colorPalette="red" onClick={ask({ kind: 'others' })}>
            登出其他所有裝置
          </Button>
        )}
      </HStack>
      {isError && (
        <Stack gap="3">
          <FormAlert message="無法載入登入中的裝置，請稍後再試。" />
          <Button variant="outline" onClick={() => refetch()} alignSelf="flex-start">
            重新載入
          </Button>
        </Stack>
      )}
      {!sessions && !isError && (
        <Text color="gray.700" role="status">
          正在載入…
        </Text>
      )}
      {sessions && (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {sessions.map((session) => (
            <HStack
              as="li"
              key={session.sessionUuid}
              justify="space-between"
              flexWrap="wrap"
              gap="3"
              borderTopWidth="1px"
              borderColor="gray.100"
              pt="3"
            >
              <Box minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{deviceLabel(session)}</Text>
                  {session.current && (
                    <Badge colorPalette="green" variant="surface">
                      目前使用中
                    </Badge>
                  )}
                </HStack>
                <Text color="gray.700" fontSize="sm">
                  {session.place ?? '位置不明'}．最後使用 {formatDateTime(session.lastUsedAt)}．登入於 {formatDateTime(session.createdAt)}
                </Text>
              </Box>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={ask({ kind: 'one', sessionUuid: session.sessionUuid, device: deviceLabel(session) })}
                  aria-label={`登出此裝置：${deviceLabel(session)}，最後使用 ${formatDateTime(session.lastUsedAt)}`}
                >
                  登出此裝置
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <EndSessionsDialog
        target={target}
        onClose={() => setTarget(null)}
        end={end}
        returnFocusTo={() => (opener?.isConnected ? opener : null)}
      />
    </Box>
  );
}
