'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx, palette, recipe } from '@/lib/theme/cx';
import { formatDateTime } from '@/lib/format/dates';
import { deviceLabel } from '@/lib/format/user-agent';
import { showToast } from '@/lib/site/toasts';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '@/store/security-api';
import { FormAlert } from '../forms/form-alert';
import { outcomeOf } from '../account/outcome';
import { EndSessionsDialog, type EndTarget } from './end-sessions-dialog';
import { LOADING } from '@/lib/words/actions';
import { OTHER_DEVICES_SIGNED_OUT, SIGN_OUT_OTHER_DEVICES, SIGN_OUT_THIS_DEVICE } from '@/lib/words/account';
import { RELOAD } from '@/lib/words/shell';

/** 登入中的裝置: the member's sessions, the current one marked; any other can be logged out with the password. */
export function DeviceSessions() {
  const { data: sessions, isError, refetch } = useSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  const [target, setTarget] = useState<EndTarget | null>(null);
  // The button that opened the dialog gets the focus back, unless its device has just been logged out.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const ask = (next: EndTarget) => (event: { currentTarget: HTMLElement }) => {
    setOpener(event.currentTarget);
    setTarget(next);
  };

  const end = async (chosen: EndTarget, password: string) => {
    const error = outcomeOf(
      chosen.kind === 'one' ? await endSession({ sessionUuid: chosen.sessionUuid, password }) : await endOthers({ password }),
    );
    if (error) return error;
    setTarget(null);
    showToast(chosen.kind === 'one' ? `已登出 ${chosen.device}` : OTHER_DEVICES_SIGNED_OUT, 'success');
    return null;
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <section aria-labelledby="device-sessions-heading" className={cx('mb-card')}>
      <div className={cx('ui-wrap-3', 'ui-between', 'mb-card-head')}>
        <h2 className={recipe('heading', { size: 'md' })} id="device-sessions-heading">
          登入中的裝置
        </h2>
        {others.length > 0 && (
          <Button variant="outline" tone="red" onClick={ask({ kind: 'others' })}>
            {SIGN_OUT_OTHER_DEVICES}
          </Button>
        )}
      </div>
      {isError && (
        <div className={cx('ui-stack-3')}>
          <FormAlert message="無法載入登入中的裝置，請稍後再試。" />
          <Button variant="outline" onClick={() => refetch()} className={cx('ui-start')}>
            {RELOAD}
          </Button>
        </div>
      )}
      {!sessions && !isError && (
        <p className={cx('ui-muted')} role="status">
          {LOADING}
        </p>
      )}
      {sessions && (
        <ul className={cx('ui-stack-3', 'mb-sessions')}>
          {sessions.map((session) => (
            <li key={session.sessionUuid} className={cx('ui-wrap-3', 'ui-between', 'mb-session')}>
              <div className={cx('mb-session-about')}>
                <div className={cx('ui-wrap-2')}>
                  <p className={cx('ui-strong')}>{deviceLabel(session)}</p>
                  {session.current && (
                    <span className={cx(recipe('badge', { variant: 'surface', size: 'sm' }), palette('green'))}>目前使用中</span>
                  )}
                </div>
                <p className={cx('ui-muted', 'ui-small')}>
                  {session.place ?? '位置不明'}．最後使用 {formatDateTime(session.lastUsedAt)}．登入於 {formatDateTime(session.createdAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={ask({ kind: 'one', sessionUuid: session.sessionUuid, device: deviceLabel(session) })}
                  aria-label={`登出此裝置：${deviceLabel(session)}，最後使用 ${formatDateTime(session.lastUsedAt)}`}
                >
                  {SIGN_OUT_THIS_DEVICE}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <EndSessionsDialog
        target={target}
        onClose={() => setTarget(null)}
        end={end}
        returnFocusTo={() => (opener?.isConnected ? opener : null)}
      />
    </section>
  );
}
