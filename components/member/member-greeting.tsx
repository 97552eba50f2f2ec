'use client';

import { Text } from '@chakra-ui/react';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectMemberName } from '@/store/selectors';

/** The member's name from the store; rendered on the server with the initial state, then restored. */
export function MemberGreeting() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectMemberName);
  return (
    <Text mt="4" color="gray.700" data-testid="member-greeting">
      {loggedIn ? `${name || '會員'}，您好。` : '正在確認登入狀態…'}
    </Text>
  );
}
