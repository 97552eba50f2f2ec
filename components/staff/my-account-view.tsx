'use client';

import { ROLE } from '@/lib/words/console';
import { useState } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { STAFF_NOTICE_HINTS, STAFF_NOTICE_LABELS, STAFF_NOTICES, type StaffNotice, type StaffNoticePrefs } from '@/lib/staff/notice-prefs';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import { showToast } from '@/lib/site/toasts';
import { FormAlert } from '../forms/form-alert';
import { messageOf } from './pipeline-list';
import { staffRequest, useStaffProfile, useStaffQuery } from './staff-session';
import { EMAIL, NAME } from '@/lib/words/people';
import { MY_ACCOUNT } from '@/lib/words/pages';

/** 我的帳號: who is signed in, and the mails they choose to receive (each saved at once). */
export function MyAccountView() {
  const profile = useStaffProfile();
  const { data: prefs, error } = useStaffQuery({ call: 'GET /staff/me/v1/notices' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  // The box shows the choice at once; a refused save puts it back and says why.
  const [chosen, setChosen] = useState<StaffNoticePrefs | null>(null);
  const shown = chosen ?? prefs;

  async function toggle(notice: StaffNotice, on: boolean) {
    if (!shown) return;
    const next = { ...shown, [notice]: on };
    setChosen(next);
    setSaving(true);
    setFailure('');
    const result = await staffRequest({ call: 'PUT /staff/me/v1/notices', body: next });
    setSaving(false);
    if (!result.ok) {
      setChosen(null);
      return setFailure(messageOf(result.error));
    }
    showToast(on ? `已開啟「${STAFF_NOTICE_LABELS[notice]}」` : `已關閉「${STAFF_NOTICE_LABELS[notice]}」`, 'success');
    setChosen(result.data);
  }

  return (
    <Stack gap="5" maxW="3xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {MY_ACCOUNT}
      </chakra.h1>
      {profile && (
        <Box
          as="dl"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="6"
          rowGap="2"
        >
          <Text as="dt" color="gray.700">
            {NAME}
          </Text>
          <Text as="dd">{profile.name}</Text>
          <Text as="dt" color="gray.700">
            {EMAIL}
          </Text>
          <Text as="dd" wordBreak="break-all">
            {profile.email}
          </Text>
          <Text as="dt" color="gray.700">
            {ROLE}
          </Text>
          <Text as="dd">{STAFF_ROLE_LABELS[profile.role]}</Text>
        </Box>
      )}
      <Box as="section" aria-labelledby="my-notices" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <chakra.h2 id="my-notices" fontSize="lg" fontWeight="bold">
            通知信
          </chakra.h2>
          <FormAlert message={failure || (error ? messageOf(error) : '')} />
          {shown &&
            STAFF_NOTICES.map((notice) => (
              <chakra.label key={notice} display="flex" gap="3" alignItems="flex-start" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  w="4"
                  h="4"
                  mt="1"
                  accentColor="brand.600"
                  checked={shown[notice]}
                  disabled={saving}
                  aria-describedby={`notice-hint-${notice}`}
                  onChange={(event) => void toggle(notice, event.target.checked)}
                />
                <chakra.span>
                  <Text as="span" display="block" fontWeight="medium">
                    {STAFF_NOTICE_LABELS[notice]}
                  </Text>
                  <Text as="span" display="block" id={`notice-hint-${notice}`} color="gray.700" fontSize="sm">
                    {STAFF_NOTICE_HINTS[notice]}
                  </Text>
                </chakra.span>
              </chakra.label>
            ))}
        </Stack>
      </Box>
    </Stack>
  );
}
