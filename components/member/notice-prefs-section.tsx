'use client';

import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { OPTIONAL_NOTICE_LABELS, OPTIONAL_NOTICES, type NoticePrefs, type OptionalNotice } from '@/lib/notice-prefs';
import { showToast } from '@/lib/toasts';
import { useNoticePrefsQuery, useSetNoticePrefsMutation } from '@/store/security-api';

/**
 * 通知設定 on /member/info: which changes to a purchase are mailed. Each box saves at once; the
 * contract and cancellation mails always go, and the page says so.
 */
export function NoticePrefsSection() {
  const { data: prefs, isError } = useNoticePrefsQuery();
  const [save, { isLoading }] = useSetNoticePrefsMutation();

  async function toggle(notice: OptionalNotice, on: boolean) {
    if (!prefs) return;
    const next: NoticePrefs = { ...prefs, [notice]: on };
    const result = await save(next);
    if ('error' in result) showToast('通知設定未能儲存，請稍後再試', 'error');
    else showToast(on ? `已開啟「${OPTIONAL_NOTICE_LABELS[notice]}」通知` : `已關閉「${OPTIONAL_NOTICE_LABELS[notice]}」通知`, 'success');
  }

  return (
    <Box
      as="section"
      aria-labelledby="notice-prefs-heading"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      bg="white"
    >
      <Heading as="h2" size="md" mb="1" id="notice-prefs-heading">
        購車通知信
      </Heading>
      <Text color="gray.700" mb="4">
        合約備妥、簽約收款與取消的通知一律寄送；以下通知可依需要開關。
      </Text>
      {isError && <Text color="red.700">無法載入通知設定，請稍後再試。</Text>}
      {prefs && (
        <Stack gap="3">
          {OPTIONAL_NOTICES.map((notice) => (
            <Checkbox.Root
              key={notice}
              checked={prefs[notice]}
              disabled={isLoading}
              onCheckedChange={({ checked }) => void toggle(notice, checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{OPTIONAL_NOTICE_LABELS[notice]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Box>
  );
}
