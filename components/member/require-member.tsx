'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { loginPath } from '@/lib/urls/account.mjs';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/selectors';
import { useRehydrated } from '@/store/use-rehydrated';

/** The member area: a visitor who is not logged in goes to /login/0 and comes back here after. */
export function RequireMember({ children }: { children: ReactNode }) {
  const ready = useRehydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const router = useRouter();
  const pathname = usePathname();
  // A session that ends while the page is open (logout, expiry) is taken home by the store instead.
  const wasLoggedIn = useRef(false);
  useEffect(() => {
    if (loggedIn) wasLoggedIn.current = true;
    else if (ready && !wasLoggedIn.current) router.replace(loginPath({ returnTo: `${pathname}${window.location.search}` }));
  }, [ready, loggedIn, router, pathname]);

  if (ready && loggedIn) return children;
  return (
    <HStack role="status" gap="3" mt="6">
      <Spinner size="sm" />
      <Text color="gray.700">正在確認登入狀態…</Text>
    </HStack>
  );
}
