import { createAction } from '@reduxjs/toolkit';

export type SessionEndReason = 'logout' | 'expired' | 'forget';

/**
 * The session is over: every slice forgets what belongs to the member (login, goBackPreorder, member info,
 * vehicle selections, open drawers), and the store's environment goes home, unless the reason is `forget`
 * (store/make-store.ts; docs/product.md, Session).
 */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');
