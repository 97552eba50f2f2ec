import { act, renderHook } from '@testing-library/react';
import { forgetSignIn, keepSignIn, storedToken, useStaffProfile, type StaffProfile } from './staff-session';

// Issue 36: the console's sign-in is the browser's, not one tab's: a record opened in a new tab needs no
// second sign-in, and signing out in one tab signs every other tab out.

const profile: StaffProfile = {
  uuid: 'u-1',
  name: '張家豪',
  email: 'north.sales@staff.example',
  role: 'dealer_sales',
  dealerCode: 'north',
};

/** What another tab of the same browser does to this origin's storage: the change, then its `storage` event here. */
function anotherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the console's sign-in", () => {
  it('is kept where every tab of the browser reads it, not in this tab alone', () => {
    keepSignIn('a-token', profile);
    expect(window.localStorage.getItem('cv-staff-token')).toBe('a-token');
    expect(storedToken()).toBe('a-token');
    // A new tab starts with an empty sessionStorage: nothing the sign-in needs may live there.
    window.sessionStorage.clear();
    expect(storedToken()).toBe('a-token');
    expect(renderHook(() => useStaffProfile()).result.current).toEqual(profile);
  });

  it('ends in this tab when another tab signs out, and starts when another signs in', () => {
    keepSignIn('a-token', profile);
    const { result } = renderHook(() => useStaffProfile());
    expect(result.current?.name).toBe('張家豪');
    anotherTab(() => window.localStorage.clear(), null);
    expect(result.current).toBeNull();
    expect(storedToken()).toBeNull();
    anotherTab(() => window.localStorage.setItem('cv-staff-profile', JSON.stringify({ ...profile, name: '黃志偉' })), 'cv-staff-profile');
    expect(result.current?.name).toBe('黃志偉');
  });

  it('is forgotten for every tab by signing out', () => {
    keepSignIn('a-token', profile);
    const { result } = renderHook(() => useStaffProfile());
    act(() => forgetSignIn());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem('cv-staff-token')).toBeNull();
  });
});
