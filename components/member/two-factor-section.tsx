'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { useLazyModule } from '@/components/layout/lazy-module';
import type { TwoFactorEnrolment } from '@/store/security-api';
import { twoFactorForms } from './two-factor-forms';
import { REGENERATE_RECOVERY_CODES, TWO_FACTOR } from '@/lib/words/account';

type Step = 'idle' | 'enrol' | 'disable' | 'regenerate' | 'codes';

/**
 * 兩步驟驗證 on /member/info. Off: 「啟用」 asks the password, shows the QR code and the secret, takes a
 * first code and then shows the ten recovery codes once. On: 「停用」 and 「重新產生備用碼」 (password and code).
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const showCodes = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    setStep('codes');
  };
  const forms = useLazyModule(twoFactorForms, step !== 'idle');
  const warm = () => void twoFactorForms.preload().catch(() => undefined);
  const close = () => {
    setStep('idle');
    setCodes([]);
    setEnrolment(null);
  };

  return (
    <section aria-labelledby="two-factor-heading" className={cx('mb-card')} onPointerOver={warm} onFocus={warm}>
      <div className={cx('ui-wrap-3', 'ui-between', 'mb-card-head-tight')}>
        <h2 className={recipe('heading', { size: 'md' })} id="two-factor-heading">
          {TWO_FACTOR}
        </h2>
        {step === 'idle' &&
          (enabled ? (
            <div className={cx('ui-wrap-2')}>
              <Button variant="outline" tone="brand" onClick={() => setStep('regenerate')}>
                {REGENERATE_RECOVERY_CODES}
              </Button>
              <Button variant="outline" tone="red" onClick={() => setStep('disable')}>
                停用
              </Button>
            </div>
          ) : (
            <Button tone="brand" onClick={() => setStep('enrol')}>
              啟用
            </Button>
          ))}
      </div>
      <p className={cx('ui-muted', 'mb-card-lead')} data-testid="two-factor-status">
        {enabled
          ? '已啟用：登入時除了密碼，還需輸入驗證器 App 上的驗證碼。'
          : '尚未啟用。啟用後，登入時除了密碼，還需輸入驗證器 App（如 Google Authenticator）上的驗證碼。'}
      </p>
      {forms && step === 'enrol' && (
        <forms.TwoFactorEnrolForm enrolment={enrolment} onEnrolment={setEnrolment} onEnabled={showCodes} onCancel={close} />
      )}
      {forms && step === 'disable' && (
        <forms.TwoFactorConfirmForm
          action="disable"
          onDone={(_, endedOthers) => {
            showToast(endedOthers ? '兩步驟驗證已停用，其他裝置已全部登出' : '兩步驟驗證已停用', 'success');
            close();
          }}
          onCancel={close}
        />
      )}
      {forms && step === 'regenerate' && <forms.TwoFactorConfirmForm action="regenerate" onDone={showCodes} onCancel={close} />}
      {forms && step === 'codes' && <forms.RecoveryCodes codes={codes} onSaved={close} />}
    </section>
  );
}
