'use client';

import { STAFF_CONSOLE } from '@/lib/words/console';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { brand } from '@/lib/site/brand';
import { isWithin, mayOpen, pagesOf } from '@/lib/staff/console-pages';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import { STAFF_PATH } from '@/lib/urls/staff.mjs';
import { NotForRole } from './not-for-role';
import { forgetSignIn, SESSION_ENDED_EVENT, staffRequest, useStaffProfile } from './staff-session';
import { SIGN_OUT } from '@/lib/words/shell';

/** The pages that need no sign-in: the sign-in itself and the set-up link. */
const isOpenPage = (path: string) => path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/setup`);

/**
 * The console's frame: its own header (who is signed in, the role's pages, 登出) and main. A page
 * that needs a sign-in without one, or whose session ends, goes to /staff and comes back after; a page
 * the role may not use says so in place of itself (lib/staff/console-pages.ts).
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const profile = useStaffProfile();

  // Without a sign-in, a page of the console sends the person to sign in and brings them back after.
  useEffect(() => {
    if (profile === null && !isOpenPage(pathname)) router.replace(`${STAFF_PATH}?next=${encodeURIComponent(pathname)}`);
  }, [profile, pathname, router]);
  useEffect(() => {
    const ended = (event: Event) => {
      const code = (event as CustomEvent<string>).detail;
      router.replace(`${STAFF_PATH}?ended=${code}&next=${encodeURIComponent(window.location.pathname)}`);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [router]);

  async function signOut() {
    await staffRequest({ call: 'POST /staff/login/v1/logout' });
    forgetSignIn();
    router.replace(STAFF_PATH);
  }

  const links = profile ? pagesOf(profile.role) : [];

  return (
    // The page's grey reaches the bottom of the window, whatever the header's height.
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box as="header" bg="brand.800" color="white" px={{ base: '4', md: '8' }} py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            {brand.name}　{STAFF_CONSOLE}
          </Text>
          {profile && (
            <HStack gap="3" wrap="wrap">
              <Text>
                {profile.name}（{STAFF_ROLE_LABELS[profile.role]}）
              </Text>
              <Button
                size="sm"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={() => void signOut()}
              >
                {SIGN_OUT}
              </Button>
            </HStack>
          )}
        </Flex>
        {links.length > 0 && (
          <HStack as="nav" aria-label={STAFF_CONSOLE} gap="5" mt="2" wrap="wrap">
            {links.map((link) => (
              <Link
                key={link.href}
                asChild
                color="white"
                fontWeight={isWithin(pathname, link.href) ? 'bold' : 'normal'}
                textDecoration={isWithin(pathname, link.href) ? 'underline' : 'none'}
                textUnderlineOffset="4px"
                aria-current={isWithin(pathname, link.href) ? 'page' : undefined}
              >
                <NextLink href={link.href}>{link.label}</NextLink>
              </Link>
            ))}
          </HStack>
        )}
      </Box>
      <Box as="main" id="main" px={{ base: '4', md: '8' }} py="6" flex="1">
        {isOpenPage(pathname) ? children : profile ? mayOpen(profile.role, pathname) ? children : <NotForRole role={profile.role} /> : null}
      </Box>
    </Flex>
  );
}
