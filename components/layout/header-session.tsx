'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { hasForgetParam } from '@/lib/api/session-cookie';
import { hasStoredLogin, storedMemberName } from '@/store/session/persisted-login';
import { loginButtonLabel } from './login-button-label';
import { useLazyModule } from './lazy-module';
import { loginDrawerModule } from './login-drawer-module';
import { sessionLiveModule } from './session-modules';
import { cx } from '@/lib/theme/cx';

// The stored login is read once per mount; the store takes over from there. Under a forget query it is
// being forgotten (components/layout/shell-client.tsx): no call of it may run first and, refused, send
// the visitor home.
const subscribeToNothing = () => () => undefined;
const liveStoredLogin = () => hasStoredLogin() && !hasForgetParam(new URLSearchParams(window.location.search));
// The name kept with that login, so that a reload shows it at once, before the store and the member's details come.
const storedLabel = () => loginButtonLabel(liveStoredLogin(), storedMemberName());

/**
 * The header's login button. The store and the drawer load only for a visitor with a stored login or on
 * the first sign of intent, so an anonymous public page carries neither; they render without suspending,
 * so the first open is as quick as the later ones.
 */
export function HeaderSession() {
  const storedLogin = useSyncExternalStore(subscribeToNothing, liveStoredLogin, () => false);
  const stored = useSyncExternalStore(subscribeToNothing, storedLabel, () => loginButtonLabel(false, ''));
  const [clicked, setClicked] = useState(false);
  // The visitor's first sign of intent: the store and the closed drawer mount then (Chakra's first
  // render included), so that the click only opens it.
  const [intent, setIntent] = useState(false);
  const [openRequests, setOpenRequests] = useState(0);
  // What the store says once it is there; before, what the stored login says.
  const [label, setLabel] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const live = useLazyModule(sessionLiveModule, storedLogin || clicked || intent);
  const preload = () => {
    void loginDrawerModule.preload();
    setIntent(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx('sh-login-btn')}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setClicked(true);
          setOpenRequests((n) => n + 1);
        }}
      >
        {label ?? stored}
      </button>
      {live && (
        <live.SessionLive openRequests={openRequests} warm={intent} onLabel={setLabel} onOpenChange={setExpanded} returnFocus={buttonRef} />
      )}
    </>
  );
}
