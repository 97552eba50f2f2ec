import { lazyModule } from './lazy-module';

// The login drawer, loaded like the store link (session-modules.ts) on the first sign of intent, and by
// the store link itself when it opens the drawer.
export const loginDrawerModule = lazyModule(() => import('./login-drawer'));
