import 'server-only';
import { sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format/dates';
import type { Executor } from '../db/client';

const SEQUENCES = { PO: 'preorder_number_seq', CT: 'contract_number_seq', QT: 'quote_number_seq', TD: 'test_drive_number_seq' } as const;

/**
 * A pre-order's, a contract's, a quote's or a test drive's number: PO20261122-000042, CT20261122-000007,
 * QT20261122-000003, TD20261122-000011. The prefix, the day in Taipei, and a serial from the kind's database
 * sequence, so no two are ever the same.
 */
export async function nextDocumentNumber(db: Executor, kind: keyof typeof SEQUENCES, now = new Date()) {
  // Both drivers (pg and PGlite) answer execute() with { rows }.
  const result = (await db.execute(sql`select nextval(${SEQUENCES[kind]}) as value`)) as unknown as { rows: { value: string | number }[] };
  return `${kind}${formatDate(now).replaceAll('/', '')}-${String(result.rows[0].value).padStart(6, '0')}`;
}
