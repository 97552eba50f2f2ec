import { sessionEnded } from '../session/session-ended';
import { isLoggedIn } from '../session/logged-in';
import { goBackPreorderSet, initialLoginState, loginCleared, loginSlice, loginStored } from './login-slice';

const reduce = loginSlice.reducer;

describe('login slice', () => {
  it('stores a valid login (L00001) as logged in', () => {
    const state = reduce(initialLoginState, loginStored({ token: 't0k', memberUuid: 'm-1', valid: true }));
    expect(state).toMatchObject({ cvWebToken: 't0k', memberUuid: 'm-1', isWebValid: 'true' });
    expect(isLoggedIn(state)).toBe(true);
  });

  it('stores an L00004 login with isWebValid "false", which is not logged in', () => {
    const state = reduce(initialLoginState, loginStored({ token: 't0k', memberUuid: 'm-1', valid: false }));
    expect(state.isWebValid).toBe('false');
    expect(isLoggedIn(state)).toBe(false);
  });

  it('is not logged in without a token or a member id', () => {
    expect(isLoggedIn({ cvWebToken: '', memberUuid: 'm-1', isWebValid: 'true' })).toBe(false);
    expect(isLoggedIn({ cvWebToken: 't', memberUuid: '', isWebValid: 'true' })).toBe(false);
  });

  it.each([
    ['loginCleared', loginCleared()],
    ['sessionEnded', sessionEnded({ reason: 'expired' })],
  ])('%s clears token, member id, validity and goBackPreorder', (_name, action) => {
    let state = reduce(initialLoginState, loginStored({ token: 't', memberUuid: 'm', valid: true }));
    state = reduce(state, goBackPreorderSet(true));
    state = reduce(state, action);
    expect(state).toMatchObject({ cvWebToken: '', memberUuid: '', isWebValid: 'false', goBackPreorder: false });
  });
});
