'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/theme/cx';
import { loginPath } from '@/lib/urls/account.mjs';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/selectors';
import { useRehydrated } from '@/store/use-rehydrated';
import { CHECKING_SIGN_IN } from '@/lib/words/account';

/**
 * The member area: a visitor who is not logged in goes to /login/0 and comes back here after. `vouched`: the
 * server found the member's live session by its cookie and rendered the page with the member's data, so it
 * shows at once; once the browser's stored login is back, that login decides as always.
 */
export function RequireMember({ children, vouched = false }: { children: ReactNode; vouched?: boolean }) {
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

  if (ready ? loggedIn : vouched) return children;
  return (
    <div role="status" className={cx('ui-row-3', 'mb-waiting')}>
      <Spinner size="sm" />
      <p className={cx('ui-muted')}>{CHECKING_SIGN_IN}</p>
    </div>
  );
}
