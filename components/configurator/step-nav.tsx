import { SiteLink as NextLink } from '@/components/layout/site-link';
import { CONFIG_STEPS, type ConfigStep } from '@/lib/constants';
import { PREORDER_TITLE, STEP_NAMES } from '@/lib/configurator/steps';
import { cx, palette, recipe } from '@/lib/theme/cx';

/** A step's number in its circle, filled once the step is reached. */
function StepNumber({ number, reached }: { number: number; reached: boolean }) {
  return (
    <span aria-hidden className={cx('cf-step-number', reached && 'cf-step-number-done')}>
      {number}
    </span>
  );
}

/** The four steps as links, the current one marked; a step not yet reachable is plain text. */
export function StepNav({
  stepHref,
  step,
  preorder,
  reachable,
}: {
  stepHref: (step: ConfigStep) => string;
  step: ConfigStep;
  preorder: boolean;
  reachable: (step: ConfigStep) => boolean;
}) {
  const current = preorder ? CONFIG_STEPS.length : CONFIG_STEPS.indexOf(step);
  return (
    <nav aria-label="配置步驟" className={cx('cf-step-nav', 'cf-no-print')}>
      <ol className={cx('cf-step-list')}>
        {CONFIG_STEPS.map((each, index) => {
          const label = (
            <>
              <StepNumber number={index + 1} reached={index <= current} />
              {STEP_NAMES[each]}
            </>
          );
          return (
            <li key={each} className={cx('ui-row-2')}>
              {each === step && !preorder ? (
                <p aria-current="step" className={cx('cf-step-current')}>
                  {label}
                </p>
              ) : reachable(each) ? (
                <NextLink href={stepHref(each)} className={cx(recipe('link', { variant: 'plain' }), palette('brand'))}>
                  {label}
                </NextLink>
              ) : (
                <p className={cx('cf-step-later')}>{label}</p>
              )}
              <span aria-hidden className={cx('cf-step-sep')}>
                ›
              </span>
            </li>
          );
        })}
        <li className={cx('ui-row-2')}>
          <p aria-current={preorder ? 'step' : undefined} className={cx(preorder ? 'cf-step-current' : 'cf-step-later')}>
            <StepNumber number={CONFIG_STEPS.length + 1} reached={preorder} />
            {PREORDER_TITLE}
          </p>
        </li>
      </ol>
    </nav>
  );
}
