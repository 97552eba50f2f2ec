/** @jest-environment node */
import { persistStore } from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import { memoryStorage } from '@/lib/testing/memory-storage';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { hasStoredLogin, storedMemberName } from './session/persisted-login';
import { makeStore } from './make-store';
import { sessionEnded } from './session/session-ended';
import { goBackPreorderSet, loginCleared, loginStored, registerStepSet } from './slices/login-slice';
import { memberInfoLoaded } from './slices/member-slice';
import { agreementAccepted, finishReadingSet, quantitySet, selectionsChanged } from './slices/vehicle-order-slice';
import { drawerOpened } from './slices/ui-slice';

const persisted = (items: Map<string, string>, key: string) => {
  const raw = JSON.parse(items.get(`persist:${key}`) ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, JSON.parse(v)]));
};

async function persistedStore(storage: WebStorage) {
  const store = makeStore({ storage });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
  return { store, persistor };
}

describe('makeStore', () => {
  it('persists the login (token, member id, validity, goBackPreorder) but not the register steps', async () => {
    const storage = memoryStorage();
    const { items } = storage;
    const { store, persistor } = await persistedStore(storage);
    store.dispatch(loginStored({ token: 'tok', memberUuid: 'm-1', valid: true }));
    store.dispatch(goBackPreorderSet(true));
    store.dispatch(registerStepSet(2));
    await persistor.flush();

    const login = persisted(items, 'login');
    expect(login).toMatchObject({ cvWebToken: 'tok', memberUuid: 'm-1', isWebValid: 'true', goBackPreorder: true });
    expect(login).not.toHaveProperty('registerStep');
    expect(hasStoredLogin({ getItem: (key) => items.get(key) ?? null })).toBe(true);
  });

  it("keeps the member's name with the login once the member's details come, so a reload can show it at once; forgets it with the login", async () => {
    const storage = memoryStorage();
    const { items } = storage;
    const { store, persistor } = await persistedStore(storage);
    store.dispatch(loginStored({ token: 'tok', memberUuid: 'm-1', valid: true }));
    store.dispatch(memberInfoLoaded({ name: '王小明' } as MemberInfo));
    await persistor.flush();
    expect(persisted(items, 'login')).toMatchObject({ memberName: '王小明' });
    expect(storedMemberName({ getItem: (key) => items.get(key) ?? null })).toBe('王小明');

    store.dispatch(loginCleared());
    await persistor.flush();
    expect(persisted(items, 'login')).toMatchObject({ memberName: '' });
    expect(storedMemberName({ getItem: (key) => items.get(key) ?? null })).toBe('');
  });

  it('persists the selections, quantity and agreement, and restores them in a new store', async () => {
    const storage = memoryStorage();
    const { items } = storage;
    const first = await persistedStore(storage);
    first.store.dispatch(selectionsChanged({ selectedVehicle: 'v-9', selectedLocal: ['box-1'] }));
    first.store.dispatch(quantitySet(2));
    first.store.dispatch(finishReadingSet(true));
    first.store.dispatch(agreementAccepted(true));
    await first.persistor.flush();
    expect(persisted(items, 'vehicleOrder')).not.toHaveProperty('vehicleObject');

    const second = await persistedStore(storage);
    expect(second.store.getState().vehicleOrder).toMatchObject({
      selectedVehicle: 'v-9',
      selectedLocal: ['box-1'],
      quantity: 2,
      acceptAgreement: true,
      isFinishReading: true,
    });
  });

  it('does not persist member info or interface state', async () => {
    const storage = memoryStorage();
    const { items } = storage;
    const { store, persistor } = await persistedStore(storage);
    store.dispatch(drawerOpened('login'));
    await persistor.flush();
    expect([...items.keys()].sort()).toEqual(['persist:login', 'persist:vehicleOrder']);
  });

  it('ends a session: clears login, member info, selections and drawers, goes home and says so', () => {
    const navigate = jest.fn();
    const announce = jest.fn();
    const store = makeStore({ environment: { navigate, announce } });
    store.dispatch(loginStored({ token: 'tok', memberUuid: 'm-1', valid: true }));
    store.dispatch(memberInfoLoaded({ name: '王小明' } as never));
    store.dispatch(selectionsChanged({ selectedVehicle: 'v-1' }));
    store.dispatch(drawerOpened('login'));

    store.dispatch(sessionEnded({ reason: 'expired' }));

    const state = store.getState();
    expect(state.login.cvWebToken).toBe('');
    expect(state.member.info).toBeNull();
    expect(state.vehicleOrder.selectedVehicle).toBeNull();
    expect(state.ui.drawers.login).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(announce).toHaveBeenCalledWith(expect.stringContaining('重新登入'));
  });

  it('does not navigate when the login is dropped by the forget query', () => {
    const navigate = jest.fn();
    const store = makeStore({ environment: { navigate, announce: jest.fn() } });
    store.dispatch(sessionEnded({ reason: 'forget' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
