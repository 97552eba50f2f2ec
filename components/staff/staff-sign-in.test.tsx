import { act, render, screen } from '@testing-library/react';
import { StaffSignIn } from './staff-sign-in';
import { keepSignIn, type StaffProfile } from './staff-session';

// Issue 36: the console's sign-in is the browser's. /staff opened in a new tab while signed in, or while
// another tab signs in, goes on to the work instead of asking for a second sign-in.

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), useSearchParams: () => new URLSearchParams(search) }));

const marketing: StaffProfile = { uuid: 'u-2', name: '郭雅婷', email: 'marketing@staff.example', role: 'marketing', dealerCode: null };

// No Chakra provider: the sign-in is a plain form on the site's stylesheet.
const open = () => render(<StaffSignIn ended={null} />);

afterEach(() => {
  window.localStorage.clear();
  replace.mockClear();
  search = '';
});

describe('/staff in a browser already signed in', () => {
  it("goes to the role's first page, or to the page it was sent from", () => {
    keepSignIn('a-token', marketing);
    open().unmount();
    expect(replace).toHaveBeenLastCalledWith('/staff/news');
    search = 'next=/staff/magazine/new';
    open();
    expect(replace).toHaveBeenLastCalledWith('/staff/magazine/new');
  });

  it('asks for the password when nobody is signed in, and goes on once another tab signs in', () => {
    open();
    expect(screen.getByRole('heading', { name: '員工登入' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    act(() => {
      window.localStorage.setItem('cv-staff-profile', JSON.stringify(marketing));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cv-staff-profile' }));
    });
    expect(replace).toHaveBeenCalledWith('/staff/news');
  });
});
