'use client';

import { ModalDialog } from '@/components/forms/modal-dialog';
import { Button } from '@/components/ui/button';
import type { Adjustment } from '@/lib/configurator/adjust';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { CANCEL, GOT_IT } from '@/lib/words/actions';

/**
 * Asks before a clashing choice changes the rest of the build: what changes and the new price, with
 * 套用 and 取消; or, when no build has the choice, why not.
 */
export function AdjustDialog({
  adjustment,
  currentPrice,
  onApply,
  onCancel,
}: {
  adjustment: Adjustment | null;
  currentPrice: number | null;
  onApply(vehicleUuid: string): void;
  onCancel(): void;
}) {
  const possible = adjustment?.possible ? adjustment : null;
  return (
    <ModalDialog
      open={adjustment !== null}
      onClose={onCancel}
      title={possible ? '調整其他配備' : '無法選擇'}
      footer={
        <>
          {possible && (
            <Button tone="brand" onClick={() => onApply(possible.vehicle.uuid)}>
              套用
            </Button>
          )}
          <Button variant="outline" onClick={onCancel}>
            {possible ? CANCEL : GOT_IT}
          </Button>
        </>
      }
    >
      <div className={cx('ui-stack-2')}>
        <p>{adjustment?.sentence}</p>
        {possible && currentPrice !== null && possible.vehicle.price !== currentPrice && (
          <p className={cx('ui-muted')}>
            車型售價由 {formatTwd(currentPrice)} 變為 {formatTwd(possible.vehicle.price)}。
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
