'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { cx, recipe } from '@/lib/theme/cx';
import { OPTIONAL_NOTICE_LABELS, OPTIONAL_NOTICES, type NoticePrefs, type OptionalNotice } from '@/lib/purchase/notice-prefs';
import { showToast } from '@/lib/site/toasts';
import { useNoticePrefsQuery, useSetNoticePrefsMutation } from '@/store/security-api';

/**
 * 通知設定 on /member/info: which changes to a purchase are mailed. Each box saves at once; the
 * contract and cancellation mails always go, and the page says so.
 */
export function NoticePrefsSection() {
  const { data: prefs, isError } = useNoticePrefsQuery();
  const [save, { isLoading }] = useSetNoticePrefsMutation();

  async function toggle(notice: OptionalNotice, on: boolean) {
    if (!prefs) return;
    const next: NoticePrefs = { ...prefs, [notice]: on };
    const result = await save(next);
    if ('error' in result) showToast('通知設定未能儲存，請稍後再試', 'error');
    else showToast(on ? `已開啟「${OPTIONAL_NOTICE_LABELS[notice]}」通知` : `已關閉「${OPTIONAL_NOTICE_LABELS[notice]}」通知`, 'success');
  }

  return (
    <section aria-labelledby="notice-prefs-heading" className={cx('mb-card')}>
      <h2 className={cx(recipe('heading', { size: 'md' }), 'mb-card-title')} id="notice-prefs-heading">
        購車通知信
      </h2>
      <p className={cx('ui-muted', 'mb-card-lead')}>合約備妥、簽約收款與取消的通知一律寄送；以下通知可依需要開關。</p>
      {isError && <p className={cx('ui-error-text')}>無法載入通知設定，請稍後再試。</p>}
      {prefs && (
        <div className={cx('ui-stack-3')}>
          {OPTIONAL_NOTICES.map((notice) => (
            <Checkbox
              key={notice}
              checked={prefs[notice]}
              disabled={isLoading}
              onChange={(event) => void toggle(notice, event.target.checked)}
            >
              {OPTIONAL_NOTICE_LABELS[notice]}
            </Checkbox>
          ))}
        </div>
      )}
    </section>
  );
}
