import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistConfig, WebStorage } from 'redux-persist/es/types';
import { api } from './api';
import { readableStorage, RESET_NOTICES, storedStateFits, type PersistedSlice } from './persisted-checks';
import { LOGIN_PERSIST_KEY } from './session/persisted-login';
import { sessionEnded } from './session/session-ended';
import { createPersistStorage } from './storage';
import { loginSlice, persistedLoginKeys, type LoginState } from './slices/login-slice';
import { memberSlice } from './slices/member-slice';
import { persistedVehicleOrderKeys, vehicleOrderSlice, type VehicleOrderState } from './slices/vehicle-order-slice';
import { uiSlice } from './slices/ui-slice';

/** redux-persist's level-1 merge over the persisted fields only: a field the reducer already changed stays. */
function restoreFields<S extends object>(inbound: Partial<S>, original: S, reduced: S, fields: readonly string[]): S {
  const restored = { ...reduced };
  for (const key of fields as Array<keyof S>) {
    if (key in inbound && original[key] === reduced[key]) restored[key] = inbound[key] as S[keyof S];
  }
  return restored;
}

/** What the store needs from the page around it: where to go, and how to tell the person. */
export interface StoreEnvironment {
  navigate(url: string): void;
  announce(message: string): void;
}

const quietEnvironment: StoreEnvironment = { navigate: () => undefined, announce: () => undefined };

const SESSION_END_NOTICES = { expired: '登入狀態已失效，請重新登入。', logout: '您已登出。' } as const;

export function makeStore(options: { storage?: WebStorage; environment?: StoreEnvironment } = {}) {
  const storage = readableStorage(options.storage ?? createPersistStorage());
  const environment = options.environment ?? quietEnvironment;

  // The storage answers at once (localStorage, or memory where it is refused), so rehydration needs
  // no timeout; redux-persist's default 5 s timer only lingered after every store was made.
  const persisted = <S extends object>(key: PersistedSlice, whitelist: readonly string[]): PersistConfig<S> => ({
    key,
    storage,
    whitelist: [...whitelist],
    timeout: 0,
    // What the browser kept enters the store only if it fits; otherwise the slice starts afresh and the
    // person is told once (after the reducer, which must not have effects).
    stateReconciler: (inbound, original, reduced) => {
      if (storedStateFits(key, inbound)) return restoreFields(inbound as Partial<S>, original, reduced, whitelist);
      queueMicrotask(() => environment.announce(RESET_NOTICES[key]));
      return reduced;
    },
  });
  const rootReducer = combineReducers({
    login: persistReducer(persisted<LoginState>(LOGIN_PERSIST_KEY, persistedLoginKeys), loginSlice.reducer),
    member: memberSlice.reducer,
    vehicleOrder: persistReducer(persisted<VehicleOrderState>('vehicleOrder', persistedVehicleOrderKeys), vehicleOrderSlice.reducer),
    ui: uiSlice.reducer,
    [api.reducerPath]: api.reducer,
  });

  // The effect of a session's end, after the slices have forgotten the member. A plain middleware: RTK's
  // listener middleware would add about 3 kB to every page with the store for this one effect.
  const sessionEndEffect: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (sessionEnded.match(action)) {
      if (action.payload.reason !== 'forget') {
        environment.navigate('/');
        environment.announce(SESSION_END_NOTICES[action.payload.reason]);
      }
      // The member's cached answers go too, once the call that ended the session has settled.
      setTimeout(() => store.dispatch(api.util.resetApiState()), 0);
    }
    return result;
  };

  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(sessionEndEffect),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
