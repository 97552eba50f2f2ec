import { lazyModule } from './lazy-module';

// The header's store link and its drawer: loaded with a stored login or the visitor's first sign of
// intent (pointer over, focus, touch on the login button), so an anonymous public page carries neither.
export const sessionLiveModule = lazyModule(() => import('./session-live'));
export const loginDrawerModule = lazyModule(() => import('./login-drawer'));
