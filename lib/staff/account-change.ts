import { isDealerRole, STAFF_ROLE_LABELS, type StaffRole } from './roles';

// What an administrator's change to a staff account does, in the words the confirmation shows
// (issue 36). The server's rule (lib/server/services/staff-admin.ts): a new role or dealer, or a
// disabled account, ends every session; leaving a dealer, or a dealer role, or being disabled, gives
// back the open pre-orders and contracts the person follows.

const UNASSIGN = '負責中的預購單與合約（如有）將解除指派，由主管重新指派。';

export interface AccountState {
  role: StaffRole;
  dealerCode: string | null;
}

/** The lines of a role or dealer change, [] when nothing changes; `dealerName` names a dealer's code. */
export function roleChangeWords(before: AccountState, wanted: AccountState, dealerName: (code: string) => string): string[] {
  // A headquarters role keeps no dealer, whatever the form held (as the server saves it).
  const after = { role: wanted.role, dealerCode: isDealerRole(wanted.role) ? wanted.dealerCode : null };
  const dealerOf = (state: AccountState) => (isDealerRole(state.role) && state.dealerCode ? dealerName(state.dealerCode) : '無（總公司）');
  const lines: string[] = [];
  if (before.role !== after.role) lines.push(`角色：${STAFF_ROLE_LABELS[before.role]} → ${STAFF_ROLE_LABELS[after.role]}`);
  if (dealerOf(before) !== dealerOf(after)) lines.push(`經銷商：${dealerOf(before)} → ${dealerOf(after)}`);
  if (lines.length === 0) return lines;
  lines.push('所有登入將立即結束，須重新登入。');
  if (before.dealerCode !== after.dealerCode || !isDealerRole(after.role)) lines.push(UNASSIGN);
  return lines;
}

/** What disabling an account does. */
export const DISABLE_WORDS = ['所有登入將立即結束（每台電腦、每個分頁）。', '停用後無法登入，直到管理員再次啟用。', UNASSIGN];

/** What ending a person's sessions does. */
export const END_SESSIONS_WORDS = ['每台電腦、每個分頁的作業系統登入將立即結束，須再以密碼與驗證碼登入。', '帳號不會停用。'];
