import { formatDate } from '@/lib/format/dates';
import { movedDateText } from '@/lib/purchase/delivery-plan';
import { type DeliveryMilestone } from '@/lib/sale/purchases';
import { MILESTONE_STATE_LABELS, type MilestoneState } from '@/lib/purchase/states';
import { cx, palette, recipe } from '@/lib/theme/cx';
import type { PALETTES } from '@/lib/theme/recipe-variants';
import { DELIVERY_STAGE } from '@/lib/words/purchase';

const STATE_PALETTES: Record<MilestoneState, (typeof PALETTES)[number]> = { done: 'green', current: 'blue', planned: 'gray' };

const dateText = (milestone: DeliveryMilestone) => {
  if (milestone.doneAt) return `完成於 ${formatDate(milestone.doneAt)}`;
  return milestone.plannedAt ? `預計 ${formatDate(milestone.plannedAt)}` : '日期待定';
};

/** The delivery's steps in order, each moved date with its reason; the one under way is marked for the eye and as the current step. */
export function MilestoneTimeline({ milestones }: { milestones: DeliveryMilestone[] }) {
  return (
    <ol role="list" className={cx('pu-steps')} aria-label={DELIVERY_STAGE}>
      {milestones.map((milestone, index) => {
        const current = milestone.state === 'current';
        const done = milestone.state === 'done';
        return (
          <li key={milestone.key} aria-current={current ? 'step' : undefined} className={cx('pu-step')}>
            {index < milestones.length - 1 && <div aria-hidden className={cx('pu-step-line', done && 'pu-step-line-done')} />}
            <div aria-hidden className={cx('pu-step-mark', done && 'pu-step-mark-done', current && 'pu-step-mark-current')}>
              {done ? '✓' : index + 1}
            </div>
            <div className={cx('pu-step-body', current && 'pu-step-body-current')}>
              <div className={cx('ui-wrap-3')}>
                <p className={cx('pu-step-label', current && 'pu-step-label-current')}>{milestone.label}</p>
                <span
                  className={cx(
                    recipe('badge', { variant: current ? 'solid' : 'subtle', size: 'sm' }),
                    palette(STATE_PALETTES[milestone.state]),
                    'pu-badge',
                  )}
                >
                  {MILESTONE_STATE_LABELS[milestone.state]}
                </span>
              </div>
              <p className={cx('pu-step-date')}>{dateText(milestone)}</p>
              {milestone.moves.map((move) => (
                <p key={move.at} className={cx('pu-step-move')}>
                  {formatDate(move.at)} 改期：{movedDateText(move)}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
