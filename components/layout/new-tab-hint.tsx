import { cx } from '@/lib/theme/cx';

/** Said to screen readers inside a link that opens a new tab. */
export const NewTabHint = () => <span className={cx('ui-visually-hidden')}>（另開新視窗）</span>;
