'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import { RECOVERY_CODES } from '@/lib/words/account';

/** The ten recovery codes, shown this once; 「我已妥善保存」 closes them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={cx('ui-stack-4')}>
      <h3 className={recipe('heading', { size: 'sm' })} ref={heading} tabIndex={-1}>
        您的備用碼
      </h3>
      <p className={cx('ui-muted')}>
        手機遺失或無法使用驗證器 App 時，可用備用碼登入，每組只能使用一次。這些備用碼只會顯示這一次，請抄寫或列印後妥善保存。
      </p>
      <div className={cx('mb-codes-box')}>
        <ol className={cx('mb-codes')} aria-label={RECOVERY_CODES} data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code} className={cx('mb-code')}>
              {code}
            </li>
          ))}
        </ol>
      </div>
      <Button tone="brand" className={cx('ui-start')} onClick={onSaved}>
        我已妥善保存
      </Button>
    </div>
  );
}
