import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/theme/cx';
import { FormAlert } from '../forms/form-alert';
import { RELOAD } from '@/lib/words/shell';

/** A call under way, read out once. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className={cx('ui-row-3', 'pu-state')}>
      <Spinner size="sm" />
      <p>{label}</p>
    </div>
  );
}

/** A call that failed, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={cx('ui-stack-3', 'ui-narrow', 'pu-state')}>
      <FormAlert message={message} />
      <Button variant="outline" tone="brand" onClick={onRetry} className={cx('ui-start')}>
        {RELOAD}
      </Button>
    </div>
  );
}
