import {
  STAFF_ACCOUNT_PATH,
  STAFF_ACCOUNTS_PATH,
  STAFF_AGREEMENTS_PATH,
  STAFF_AUDIT_PATH,
  STAFF_CATALOG_PATH,
  STAFF_CONTRACT_TERMS_PATH,
  STAFF_CONTRACTS_PATH,
  STAFF_DEALER_POINTS_PATH,
  STAFF_ROAD_FEES_PATH,
  STAFF_MAGAZINE_PATH,
  STAFF_NEWS_PATH,
  STAFF_PREORDERS_PATH,
  STAFF_SESSIONS_PATH,
  STAFF_TEST_DRIVES_PATH,
  STAFF_QUOTES_PATH,
} from '@/lib/urls/staff.mjs';
import { may, STAFF_ROLE_LABELS, type StaffAction, type StaffRole } from './roles';
import { CONTRACT, PREORDER } from '@/lib/words/purchase';
import { DEALERS, MAGAZINE, MY_ACCOUNT, NEWS } from '@/lib/words/pages';
import {
  STAFF_ACCOUNTS,
  STAFF_AGREEMENTS,
  STAFF_AUDIT,
  STAFF_CATALOG,
  STAFF_CONTRACT_TERMS,
  STAFF_ROAD_FEES,
  STAFF_SESSIONS,
} from '@/lib/words/console';

// Which console page a role may open (issue 36). Each page names the action of the role policy
// (./roles) its calls need, so the header's links, the page's own guard and the server agree.

export interface ConsolePage {
  href: string;
  label: string;
  /** The action the page's calls need; null: every signed-in person (their own account). */
  needs: StaffAction | null;
}

/** The console's pages in the header's order; a page below one (a record, an editor) is that page's. */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { href: STAFF_PREORDERS_PATH, label: PREORDER, needs: 'read-records' },
  { href: STAFF_CONTRACTS_PATH, label: CONTRACT, needs: 'read-records' },
  { href: STAFF_TEST_DRIVES_PATH, label: '試乘預約', needs: 'read-records' },
  { href: STAFF_QUOTES_PATH, label: '報價單', needs: 'read-records' },
  { href: STAFF_NEWS_PATH, label: NEWS, needs: 'edit-content' },
  { href: STAFF_MAGAZINE_PATH, label: MAGAZINE, needs: 'edit-content' },
  { href: STAFF_CATALOG_PATH, label: STAFF_CATALOG, needs: 'edit-catalog' },
  { href: STAFF_AGREEMENTS_PATH, label: STAFF_AGREEMENTS, needs: 'edit-catalog' },
  { href: STAFF_CONTRACT_TERMS_PATH, label: STAFF_CONTRACT_TERMS, needs: 'edit-catalog' },
  { href: STAFF_DEALER_POINTS_PATH, label: DEALERS, needs: 'edit-points' },
  { href: STAFF_ROAD_FEES_PATH, label: STAFF_ROAD_FEES, needs: 'edit-catalog' },
  { href: STAFF_AUDIT_PATH, label: STAFF_AUDIT, needs: 'read-audit' },
  { href: STAFF_ACCOUNTS_PATH, label: STAFF_ACCOUNTS, needs: 'manage-staff' },
  { href: STAFF_SESSIONS_PATH, label: STAFF_SESSIONS, needs: 'manage-staff' },
  { href: STAFF_ACCOUNT_PATH, label: MY_ACCOUNT, needs: null },
];

/** The path is the page's or one below it: 我的帳號 (/staff/account) is not 員工帳號 (/staff/accounts). */
export const isWithin = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

const pageAt = (path: string) => CONSOLE_PAGES.find((page) => isWithin(path, page.href)) ?? null;

/** Whether the role may use the console page at `path` (the sign-in and the set-up link are no such page). */
export const mayOpen = (role: StaffRole, path: string) => {
  const needs = pageAt(path)?.needs ?? null;
  return needs === null || may(role, needs);
};

/** The pages the role may use, in the header's order. */
export const pagesOf = (role: StaffRole) => CONSOLE_PAGES.filter((page) => page.needs === null || may(role, page.needs));

/** Where the role's work starts: its first page (行銷's the news, everyone else's the pre-orders). */
export const homeOf = (role: StaffRole) => pagesOf(role)[0];

/** What a page the role may not use says instead of itself. */
export const notForRole = (role: StaffRole) => `您的角色（${STAFF_ROLE_LABELS[role]}）無法使用此頁面`;
