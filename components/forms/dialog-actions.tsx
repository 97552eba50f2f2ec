'use client';

import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';

/** A dialog form's submit and 取消, side by side (wrapping on a phone). */
export function DialogActions({
  submit,
  busy,
  onCancel,
  loadingText = '處理中…',
}: {
  submit: string;
  busy: boolean;
  onCancel(): void;
  loadingText?: string;
}) {
  return (
    <div className={cx('ui-wrap-3')}>
      <Button type="submit" tone="brand" loading={busy} loadingText={loadingText}>
        {submit}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        取消
      </Button>
    </div>
  );
}
