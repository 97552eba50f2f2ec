import { lazyModule } from './lazy-module';

// The header's store link: loaded with a stored login or the visitor's first sign of intent (pointer
// over, focus, touch on the login button), so an anonymous public page carries none of the store.
export const sessionLiveModule = lazyModule(() => import('./session-live'));
