import { formatDate } from '@/lib/format/dates';

/** A date as 2026/11/22, machine-readable in dateTime. */
export function PublishedDate({ iso, label }: { iso: string; label?: string }) {
  return (
    <span>
      {label && `${label} `}
      <time dateTime={iso}>{formatDate(iso)}</time>
    </span>
  );
}
