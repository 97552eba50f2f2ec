import { lazyModule } from '@/components/layout/lazy-module';

// The forms of 兩步驟驗證 (enrol, disable or new recovery codes, the codes shown once), loaded when a
// member points at one of the section's buttons: most visits to /member/info never open them.
export const twoFactorForms = lazyModule(() => import('./two-factor-form-set'));
