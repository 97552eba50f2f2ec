'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, useSyncExternalStore } from 'react';
import { hasStoredLogin } from '@/store/persisted-login';

const SessionLive = dynamic(() => import('./session-live').then((m) => m.SessionLive), { ssr: false });

// The stored login is read once per mount; the store takes over from there.
const subscribeToNothing = () => () => undefined;

const preload = () => {
  void import('./session-live');
  void import('./login-drawer');
};

/**
 * The header's login button. The store and the drawer load only for a visitor with a stored login or on
 * the first click, so an anonymous public page carries neither.
 */
export function HeaderSession() {
  const storedLogin = useSyncExternalStore(subscribeToNothing, hasStoredLogin, () => false);
  const [clicked, setClicked] = useState(false);
  const [openRequests, setOpenRequests] = useState(0);
  const [label, setLabel] = useState('登入');
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="sh-login-btn"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setClicked(true);
          setOpenRequests((n) => n + 1);
        }}
      >
        {label}
      </button>
      {(storedLogin || clicked) && (
        <SessionLive openRequests={openRequests} onLabel={setLabel} onOpenChange={setExpanded} returnFocus={buttonRef} />
      )}
    </>
  );
}
