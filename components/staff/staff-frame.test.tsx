import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles';
import { system } from '@/lib/theme/system';
import { StaffFrame } from './staff-frame';
import { keepSignIn } from './staff-session';

// Issue 36: a console page a role may not use says so in place of itself (行銷 on the pre-orders saw an
// empty pipeline with 「查無資料」; a dealer's manager on /staff/news/new the whole editor), with a way back.

let pathname = '/staff/preorders';
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, prefetch: jest.fn() }),
  usePathname: () => pathname,
}));

/** Every console page, a record or editor below it beside its list. */
const PAGES = {
  preorders: ['/staff/preorders', '/staff/preorders/PO20261128-000001'],
  contracts: ['/staff/contracts', '/staff/contracts/CT20261128-000001'],
  'test-drives': ['/staff/test-drives'],
  quotes: ['/staff/quotes', '/staff/quotes/QT20261129-000001'],
  news: ['/staff/news', '/staff/news/new', '/staff/news/3f2a'],
  magazine: ['/staff/magazine', '/staff/magazine/new', '/staff/magazine/7c1d', '/staff/magazine/7c1d/articles/new'],
  catalog: ['/staff/catalog', '/staff/catalog/9e0b'],
  agreements: ['/staff/agreements'],
  'contract-terms': ['/staff/contract-terms'],
  'dealer-points': ['/staff/dealer-points', '/staff/dealer-points/taoyuan-zhongli'],
  'road-fees': ['/staff/road-fees'],
  audit: ['/staff/audit'],
  accounts: ['/staff/accounts'],
  sessions: ['/staff/sessions'],
  account: ['/staff/account'],
} as const;
type Page = keyof typeof PAGES;

/** Who may use which page, written out as a person would check it. */
const USES: Record<StaffRole, Page[]> = {
  dealer_sales: ['preorders', 'contracts', 'test-drives', 'quotes', 'account'],
  dealer_manager: ['preorders', 'contracts', 'test-drives', 'quotes', 'account'],
  hq_sales: [
    'preorders',
    'contracts',
    'test-drives',
    'quotes',
    'catalog',
    'agreements',
    'contract-terms',
    'dealer-points',
    'road-fees',
    'account',
  ],
  marketing: ['news', 'magazine', 'account'],
  admin: [
    'preorders',
    'contracts',
    'test-drives',
    'quotes',
    'catalog',
    'agreements',
    'contract-terms',
    'dealer-points',
    'road-fees',
    'audit',
    'accounts',
    'sessions',
    'account',
  ],
};
/** The link back to each role's own work. */
const BACK: Record<StaffRole, [string, string]> = {
  dealer_sales: ['回到預購單', '/staff/preorders'],
  dealer_manager: ['回到預購單', '/staff/preorders'],
  hq_sales: ['回到預購單', '/staff/preorders'],
  marketing: ['回到最新消息', '/staff/news'],
  admin: ['回到預購單', '/staff/preorders'],
};

function openAs(role: StaffRole, path: string) {
  pathname = path;
  keepSignIn('a-token', { uuid: 'u-1', name: '測試員工', email: 'someone@staff.example', role, dealerCode: null });
  return render(
    <ChakraProvider value={system}>
      <StaffFrame>
        <p>頁面內容</p>
      </StaffFrame>
    </ChakraProvider>,
  );
}

afterEach(() => window.localStorage.clear());

const cases = STAFF_ROLES.flatMap((role) =>
  (Object.keys(PAGES) as Page[]).flatMap((page) =>
    PAGES[page].map((path) => [STAFF_ROLE_LABELS[role], path, role, USES[role].includes(page)] as const),
  ),
);

describe('a console page', () => {
  it.each(cases)('%s at %s', (_label, path, role, allowed) => {
    const { unmount } = openAs(role, path);
    const main = within(screen.getByRole('main'));
    if (allowed) {
      expect(main.getByText('頁面內容')).toBeInTheDocument();
      expect(main.queryByRole('heading', { name: /無法使用此頁面/ })).not.toBeInTheDocument();
    } else {
      expect(main.queryByText('頁面內容')).not.toBeInTheDocument();
      expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(`您的角色（${STAFF_ROLE_LABELS[role]}）無法使用此頁面`);
      const [label, href] = BACK[role];
      expect(main.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    // The header links exactly the pages the role may use.
    const nav = within(screen.getByRole('navigation', { name: '作業系統' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(USES[role].map((page) => PAGES[page][0]));
    unmount();
  });
});
