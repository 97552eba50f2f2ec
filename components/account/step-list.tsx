import { cx } from '@/lib/theme/cx';

/** Where the person is in a flow of steps: a numbered list, the current step marked for screen readers. */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <ol aria-label={label} className={cx('ac-steps')}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step} className={cx('ui-row-2')} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden className={cx('ac-step-mark', state === 'todo' ? 'ac-step-mark-todo' : 'ac-step-mark-reached')}>
              {state === 'done' ? '✓' : index + 1}
            </span>
            <p className={cx(state === 'done' ? 'ac-step-done' : state === 'current' ? 'ac-step-current' : 'ac-step-todo')}>
              {step}
              {state === 'done' && <span className={cx('ui-visually-hidden')}>（已完成）</span>}
            </p>
            {index < steps.length - 1 && (
              <span aria-hidden className={cx('ac-step-arrow')}>
                ›
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
