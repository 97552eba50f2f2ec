'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useState, type RefObject } from 'react';
import { Button, ChakraProvider, CloseButton, Drawer, HStack, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { system } from '@/lib/theme/system';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectMemberName } from '@/store/selectors';
import { logout } from '@/store/session/logout';
import { drawerClosed } from '@/store/slices/ui-slice';
import { loginPath, registerPath } from '@/lib/urls/account.mjs';
import { MEMBER_INFO_PATH, purchaseListPath } from '@/lib/urls/member.mjs';
import { PRIVACY_PATH, TERMS_PATH } from '@/lib/urls/site.mjs';

/** The right-hand drawer of the header: the ways in for a visitor, the member menu for a member. */
export function LoginDrawer({ returnFocus }: { returnFocus: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.drawers.login);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectMemberName);
  const close = () => dispatch(drawerClosed('login'));

  return (
    <ChakraProvider value={system}>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => !details.open && close()}
        placement="end"
        finalFocusEl={() => returnFocus.current}
      >
        <Portal>
          <Drawer.Backdrop _print={{ display: 'none' }} />
          <Drawer.Positioner _print={{ display: 'none' }}>
            <Drawer.Content w={{ base: '100vw', sm: 'drawer' }} maxW="100vw">
              <Drawer.Header>
                <Drawer.Title>{loggedIn ? `${name || '會員'}，您好` : '會員登入'}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{loggedIn ? <MemberMenu onNavigate={close} /> : <GuestMenu onNavigate={close} />}</Drawer.Body>
              <Drawer.Footer justifyContent="flex-start">
                <Link href={PRIVACY_PATH} target="_blank" rel="noopener" fontSize="sm" color="brand.700" textDecoration="underline">
                  隱私權政策（另開新視窗）
                </Link>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="關閉選單" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraProvider>
  );
}

function GuestMenu({ onNavigate }: { onNavigate(): void }) {
  return (
    <Stack gap="3">
      <Button asChild colorPalette="brand" size="lg">
        <NextLink href={loginPath()} onClick={onNavigate}>
          登入
        </NextLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" size="lg">
        <NextLink href={registerPath('individual')} onClick={onNavigate}>
          個人註冊
        </NextLink>
      </Button>
      <HStack gap="3" my="2">
        <Separator flex="1" />
        <Text flexShrink="0" color="gray.600">
          或
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline" colorPalette="brand" size="lg">
        <NextLink href={registerPath('enterprise')} onClick={onNavigate}>
          企業用戶註冊
        </NextLink>
      </Button>
      <Text fontSize="sm" color="gray.700" mt="2">
        使用本網站服務，即表示您同意遵守本網站之
        <Link href={TERMS_PATH} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" mx="1">
          服務條款（另開新視窗）
        </Link>
        ；完成註冊即表示您已閱讀並同意服務條款。
      </Text>
    </Stack>
  );
}

function MemberMenu({ onNavigate }: { onNavigate(): void }) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <Stack gap="3">
      <Button asChild variant="outline" colorPalette="brand" size="lg" justifyContent="flex-start">
        <NextLink href={MEMBER_INFO_PATH} onClick={onNavigate}>
          個人基本資料
        </NextLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" size="lg" justifyContent="flex-start">
        <NextLink href={purchaseListPath(0)} onClick={onNavigate}>
          購車管理
        </NextLink>
      </Button>
      <Button
        variant="ghost"
        colorPalette="gray"
        size="lg"
        justifyContent="flex-start"
        loading={leaving}
        loadingText="登出中…"
        onClick={async () => {
          setLeaving(true);
          await dispatch(logout());
          setLeaving(false);
        }}
      >
        登出
      </Button>
    </Stack>
  );
}
