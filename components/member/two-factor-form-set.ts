export { RecoveryCodes } from './recovery-codes';
export { TwoFactorConfirmForm } from './two-factor-confirm-form';
export { TwoFactorEnrolForm } from './two-factor-enrol-form';
