'use client';

import { cx } from '@/lib/theme/cx';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectMemberName } from '@/store/selectors';
import { CHECKING_SIGN_IN } from '@/lib/words/account';

/** The member's name from the store; rendered on the server with the initial state, then restored. */
export function MemberGreeting() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectMemberName);
  return (
    <p className={cx('mb-greeting', 'ui-muted')} data-testid="member-greeting">
      {loggedIn ? (name ? `${name}，您好。` : '您好。') : CHECKING_SIGN_IN}
    </p>
  );
}
