import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SALES_REACH } from '@/lib/staff/roles';
import { notFound } from '../../core/api-failure';
import type { Actor } from './actor';

/**
 * The records a staff member reaches, as a condition on a record's dealer column: a dealer's people
 * their own dealer's, headquarters and administrators every dealer's, marketing none. A record out
 * of reach is answered as unknown (N00404), in pages and calls alike.
 */
export function reachOf(actor: Actor, dealerColumn: AnyPgColumn): SQL {
  const reach = SALES_REACH[actor.role];
  if (reach === 'all') return sql`true`;
  if (reach === 'dealer' && actor.dealerCode) return eq(dealerColumn, actor.dealerCode);
  return sql`false`;
}

export function canReach(actor: Actor, record: { dealerCode: string }): boolean {
  const reach = SALES_REACH[actor.role];
  return reach === 'all' || (reach === 'dealer' && actor.dealerCode !== null && record.dealerCode === actor.dealerCode);
}

/** The record, or N00404 when it does not exist or is out of the actor's reach. */
export function withinReach<T extends { dealerCode: string }>(actor: Actor, record: T | undefined): T {
  if (!record || !canReach(actor, record)) throw notFound();
  return record;
}
