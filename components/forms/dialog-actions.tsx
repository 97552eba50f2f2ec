'use client';

import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { CANCEL, PROCESSING } from '@/lib/words/actions';

/** A dialog form's submit and 取消, side by side (wrapping on a phone). */
export function DialogActions({
  submit,
  busy,
  onCancel,
  loadingText = PROCESSING,
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
        {CANCEL}
      </Button>
    </div>
  );
}
