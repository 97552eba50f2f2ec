'use client';

import { useEffect, useRef } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cx, recipe } from '@/lib/theme/cx';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { agreementAccepted, finishReadingSet } from '@/store/slices/vehicle-order-slice';

/**
 * The pre-order agreement: the accept box opens once the text has been scrolled to its end
 * (isFinishReading); both are kept with the selection.
 */
export function AgreementBox({ version, text }: { version: string; text: string }) {
  const dispatch = useAppDispatch();
  const { isFinishReading, acceptAgreement } = useAppSelector((state) => state.vehicleOrder);
  const box = useRef<HTMLDivElement>(null);

  const checkEnd = () => {
    const element = box.current;
    if (element && !isFinishReading && element.scrollTop + element.clientHeight >= element.scrollHeight - 8)
      dispatch(finishReadingSet(true));
  };
  // A text short enough to be seen whole is read.
  useEffect(checkEnd);

  return (
    <div className={cx('ui-stack-3')}>
      <h2 className={recipe('heading', { size: 'md' })} id="agreement-title">
        預購須知（第 {version} 版）
      </h2>
      <div ref={box} onScroll={checkEnd} tabIndex={0} role="region" aria-labelledby="agreement-title" className={cx('cf-agreement-text')}>
        {text}
      </div>
      {!isFinishReading && (
        <p className={cx('ui-small', 'ui-muted')} role="status">
          請將預購須知捲動到最後，再勾選同意。
        </p>
      )}
      <Checkbox
        checked={acceptAgreement}
        disabled={!isFinishReading}
        onChange={(event) => dispatch(agreementAccepted(event.target.checked))}
      >
        我已閱讀並同意預購須知
      </Checkbox>
    </div>
  );
}
