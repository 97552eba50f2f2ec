import { recipe } from '@/lib/theme/cx';

/** Chakra's spinner; decorative (whatever is loading says so in words beside it). */
export function Spinner({ size }: { size: 'sm' }) {
  return <span className={recipe('spinner', { size })} aria-hidden="true" />;
}
