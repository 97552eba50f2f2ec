'use client';

import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toasts';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery, type MemberSession } from '@/store/security-api';
import { FormAlert } from '../forms/form-alert';
import { outcomeOf } from '../account/outcome';

const deviceName = (session: MemberSession) => [session.browser, session.system].filter(Boolean).join('．') || '未知的裝置';

/** 登入中的裝置: the member's sessions, the current one marked; any other can be logged out. */
export function DeviceSessions() {
  const { data: sessions, isError, refetch } = useSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();

  const end = async (session: MemberSession) => {
    const error = outcomeOf(await endSession(session.sessionUuid));
    showToast(error ? error.message : `已登出 ${deviceName(session)}`, error ? 'error' : 'success');
  };
  const endAll = async () => {
    const error = outcomeOf(await endOthers());
    showToast(error ? error.message : '其他裝置已全部登出', error ? 'error' : 'success');
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Box as="section" aria-labelledby="device-sessions-heading" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '4', md: '6' }} bg="white">
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4">
        <Heading as="h2" size="md" id="device-sessions-heading">
          登入中的裝置
        </Heading>
        {others.length > 0 && (
          <Button variant="outline" colorPalette="red" onClick={endAll} loading={endingOthers.isLoading} loadingText="登出中…">
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
            <HStack as="li" key={session.sessionUuid} justify="space-between" flexWrap="wrap" gap="3" borderTopWidth="1px" borderColor="gray.100" pt="3">
              <Box minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{deviceName(session)}</Text>
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
                  onClick={() => end(session)}
                  disabled={ending.isLoading}
                  aria-label={`登出此裝置：${deviceName(session)}，最後使用 ${formatDateTime(session.lastUsedAt)}`}
                >
                  登出此裝置
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
