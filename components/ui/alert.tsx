import type { ReactNode } from 'react';
import { slot } from '@/lib/theme/cx';

type Status = 'info' | 'success' | 'error';

// Chakra's alert icons (its components/icons): a circled "i", a circled "!" and a circled tick.
const RING = 'M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z';
const MARKS: Record<Status, string> = {
  info: 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Z',
  error: 'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Z',
  success: 'm11 16-4.24-4.24 1.41-1.42L11 13.17l5.66-5.66 1.41 1.42L11 16Z',
};

/** Chakra's alert (subtle): its icon and its message. */
export function Alert({ status, title, role }: { status: Status; title: ReactNode; role?: 'alert' | 'status' }) {
  const look = { status, variant: 'subtle', size: 'md', inline: 'false' } as const;
  return (
    <div className={slot('alert', 'root', look)} role={role} data-status={status}>
      <span className={slot('alert', 'indicator', look)}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={`${RING}${MARKS[status]}`} fillRule="evenodd" />
        </svg>
      </span>
      <div className={slot('alert', 'content', look)}>
        <div className={slot('alert', 'title', look)}>{title}</div>
      </div>
    </div>
  );
}
