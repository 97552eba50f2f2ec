'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useState, type RefObject } from 'react';
import { ModalDialog } from '@/components/forms/modal-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectMemberName } from '@/store/selectors';
import { logout } from '@/store/session/logout';
import { drawerClosed } from '@/store/slices/ui-slice';
import { loginPath, registerPath } from '@/lib/urls/account.mjs';
import { MY_CONFIGURATIONS, MY_QUOTES } from '@/lib/words/vehicle';
import { MEMBER_INFO_PATH, purchaseListPath, QUOTES_PATH, SAVED_CONFIGURATIONS_PATH } from '@/lib/urls/member.mjs';
import { PRIVACY_PATH, TERMS_PATH } from '@/lib/urls/site.mjs';
import { SITE_SECTIONS } from '@/lib/site/sections';

import { PURCHASE_MANAGEMENT } from '@/lib/words/purchase';
import { MEMBER_SIGN_IN, PRIVACY_NEW_WINDOW, REGISTER_COMPANY, REGISTER_PERSON, TERMS_NEW_WINDOW } from '@/lib/words/account';
import { SITE_MAP } from '@/lib/words/pages';
import { MEMBER_INFO_TITLES } from '@/lib/site/member-info-title';
import { SIGNING_OUT, SIGN_IN, SIGN_OUT } from '@/lib/words/shell';

const LARGE_BRAND = buttonClasses({ tone: 'brand', size: 'lg' });
const LARGE_OUTLINE = buttonClasses({ variant: 'outline', tone: 'brand', size: 'lg' });

/** The right-hand drawer of the header: the ways in for a visitor, the member menu for a member. */
export function LoginDrawer({ returnFocus }: { returnFocus: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.drawers.login);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectMemberName);
  const close = () => dispatch(drawerClosed('login'));

  return (
    <ModalDialog
      open={open}
      onClose={close}
      placement="end"
      closeLabel="關閉選單"
      returnFocusTo={() => returnFocus.current}
      title={loggedIn ? (name ? `${name}，您好` : '您好') : MEMBER_SIGN_IN}
      footer={
        <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={cx('ui-text-link', 'ui-small')}>
          {PRIVACY_NEW_WINDOW}
        </a>
      }
    >
      {loggedIn ? <MemberMenu onNavigate={close} /> : <GuestMenu onNavigate={close} />}
      <SectionLinks onNavigate={close} />
    </ModalDialog>
  );
}

function GuestMenu({ onNavigate }: { onNavigate(): void }) {
  return (
    <div className={cx('ui-stack-3')}>
      <NextLink href={loginPath()} onClick={onNavigate} className={LARGE_BRAND}>
        {SIGN_IN}
      </NextLink>
      <NextLink href={registerPath('individual')} onClick={onNavigate} className={LARGE_OUTLINE}>
        {REGISTER_PERSON}
      </NextLink>
      <div className={cx('ui-row-3', 'ui-or')}>
        <hr className={cx('ui-grow')} />
        <span className={cx('ui-no-shrink')}>或</span>
        <hr className={cx('ui-grow')} />
      </div>
      <NextLink href={registerPath('enterprise')} onClick={onNavigate} className={LARGE_OUTLINE}>
        {REGISTER_COMPANY}
      </NextLink>
      <p className={cx('ui-small', 'ui-muted', 'ui-note')}>
        使用本網站服務，即表示您同意遵守本網站之
        <a href={TERMS_PATH} target="_blank" rel="noopener" className={cx('ui-text-link', 'ui-inline-gap')}>
          {TERMS_NEW_WINDOW}
        </a>
        ；完成註冊即表示您已閱讀並同意服務條款。
      </p>
    </div>
  );
}

function MemberMenu({ onNavigate }: { onNavigate(): void }) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className={cx('ui-stack-3')}>
      <NextLink href={MEMBER_INFO_PATH} onClick={onNavigate} className={cx(LARGE_OUTLINE, 'ui-menu-item')}>
        {MEMBER_INFO_TITLES.individual}
      </NextLink>
      <NextLink href={purchaseListPath(0)} onClick={onNavigate} className={cx(LARGE_OUTLINE, 'ui-menu-item')}>
        {PURCHASE_MANAGEMENT}
      </NextLink>
      <NextLink href={SAVED_CONFIGURATIONS_PATH} onClick={onNavigate} className={cx(LARGE_OUTLINE, 'ui-menu-item')}>
        {MY_CONFIGURATIONS}
      </NextLink>
      <NextLink href={QUOTES_PATH} onClick={onNavigate} className={cx(LARGE_OUTLINE, 'ui-menu-item')}>
        {MY_QUOTES}
      </NextLink>
      <Button
        variant="ghost"
        size="lg"
        className={cx('ui-menu-item')}
        loading={leaving}
        loadingText={SIGNING_OUT}
        onClick={async () => {
          setLeaving(true);
          await dispatch(logout());
          setLeaving(false);
        }}
      >
        {SIGN_OUT}
      </Button>
    </div>
  );
}

/** The site's sections, which a phone's header has no room for. */
function SectionLinks({ onNavigate }: { onNavigate(): void }) {
  return (
    <nav aria-labelledby="drawer-sections" className={cx('ui-stack-3', 'ui-note')}>
      <div className={cx('ui-row-3', 'ui-or')}>
        <hr className={cx('ui-grow')} />
        <span id="drawer-sections" className={cx('ui-no-shrink')}>
          {SITE_MAP}
        </span>
        <hr className={cx('ui-grow')} />
      </div>
      {SITE_SECTIONS.map(({ href, label }) => (
        <NextLink key={href} href={href} onClick={onNavigate} className={cx('ui-text-link')}>
          {label}
        </NextLink>
      ))}
    </nav>
  );
}
