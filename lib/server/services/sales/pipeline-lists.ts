import 'server-only';
import { taipeiDayStart } from '@/lib/format/dates';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STAFF_PAGE_SIZE, type ContractListQuery, type PreorderListQuery } from '@/lib/schemas/staff-lists';
import type { Executor } from '../../db/client';
import { contracts, members, preorders, vehicleFamilies } from '../../db/schema';
import { dealers, staffAccounts } from '../../db/staff-schema';
import { may } from '@/lib/staff/roles';
import { notFound } from '../../core/api-failure';
import type { Actor } from './actor';
import { reachOf } from './reach';

// The console's lists: filtered, searched, sorted and paged in the database, with the count of each
// status under the same filters (the status tabs). Indexed by dealer, status and date (migration 0006).

const nextDay = (day: string) => new Date(taipeiDayStart(day).getTime() + 86_400_000);

/** Records of the members that match: found among the members first, then by the records' member index. */
const ofMembers = (db: Executor, memberId: AnyPgColumn, condition: SQL | undefined) =>
  inArray(memberId, db.select({ id: members.id }).from(members).where(condition));

/** A number, or part of one; a mobile, 統一編號 or name is looked up among the members first, so the records' member index serves it. */
function searchOf(db: Executor, q: string | undefined, table: { number: AnyPgColumn; memberId: AnyPgColumn }): SQL | undefined {
  const words = q?.trim();
  if (!words) return undefined;
  if (/^(PO|CT)\d{8}-\d{6}$/i.test(words)) return eq(table.number, words.toUpperCase());
  if (/^09\d{8}$/.test(words)) return ofMembers(db, table.memberId, eq(members.mobile, words));
  if (/^\d{8}$/.test(words)) return ofMembers(db, table.memberId, eq(members.ubn, words));
  const like = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const byName = ofMembers(db, table.memberId, or(ilike(members.name, like), ilike(members.companyName, like)));
  return /^((PO|CT)-?)?[\d-]+$/i.test(words) ? or(byName, ilike(table.number, like)) : byName;
}

function filtersOf(
  db: Executor,
  actor: Actor,
  query: PreorderListQuery | ContractListQuery,
  table: { dealerCode: AnyPgColumn; assigneeId: AnyPgColumn; createdAt: AnyPgColumn; number: AnyPgColumn; memberId: AnyPgColumn },
  familyColumn: AnyPgColumn,
): SQL[] {
  return [
    reachOf(actor, table.dealerCode),
    query.dealer ? eq(table.dealerCode, query.dealer) : undefined,
    query.assignee === 'none' ? isNull(table.assigneeId) : query.assignee ? eq(table.assigneeId, query.assignee) : undefined,
    query.family ? eq(familyColumn, query.family) : undefined,
    query.from ? gte(table.createdAt, taipeiDayStart(query.from)) : undefined,
    query.to ? lt(table.createdAt, nextDay(query.to)) : undefined,
    searchOf(db, query.q, table),
  ].filter((condition): condition is SQL => condition !== undefined);
}

const pageOf = (page: number) => ({ limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE });
const direction = (order: 'asc' | 'desc', column: AnyPgColumn) => (order === 'asc' ? asc(column) : desc(column));

const memberName = sql<string>`coalesce(${members.companyName}, ${members.name})`;

/**
 * The status tabs' counts under the other filters, and the list's total from them (the total of the
 * chosen status, or of all): one grouped count instead of two counts.
 */
function countsOf(byStatus: { status: string; count: number }[], status: string | undefined) {
  const counts = Object.fromEntries(byStatus.map((row) => [row.status, row.count]));
  const total = status ? (counts[status] ?? 0) : byStatus.reduce((sum, row) => sum + row.count, 0);
  return { counts, total };
}

/** Roles without sales data (marketing) have no lists: N00404, as for a call they may not make. */
function requireSalesData(actor: Actor) {
  if (!may(actor.role, 'read-records')) throw notFound();
}

export async function listPreorders(db: Executor, actor: Actor, query: PreorderListQuery) {
  requireSalesData(actor);
  const filters = filtersOf(db, actor, query, preorders, preorders.familyId);
  const where = and(...filters, query.status ? eq(preorders.status, query.status) : undefined);
  const sortColumn = { createdAt: preorders.createdAt, number: preorders.number, total: preorders.total }[query.sort];
  const [rows, byStatus] = await Promise.all([
    db
      .select({
        number: preorders.number,
        status: preorders.status,
        createdAt: preorders.createdAt,
        dealerCode: preorders.dealerCode,
        dealer: dealers.name,
        assignee: staffAccounts.name,
        member: memberName,
        mobile: members.mobile,
        family: vehicleFamilies.name,
        quantity: preorders.quantity,
        total: preorders.total,
        version: preorders.version,
      })
      .from(preorders)
      .innerJoin(members, eq(members.id, preorders.memberId))
      .innerJoin(vehicleFamilies, eq(vehicleFamilies.id, preorders.familyId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, preorders.assigneeId))
      .innerJoin(dealers, eq(dealers.code, preorders.dealerCode))
      .where(where)
      .orderBy(direction(query.order, sortColumn), direction(query.order, preorders.number))
      .limit(pageOf(query.page).limit)
      .offset(pageOf(query.page).offset),
    db
      .select({ status: preorders.status, count: count() })
      .from(preorders)
      .where(and(...filters))
      .groupBy(preorders.status),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), assignee: row.assignee ?? null })),
    ...countsOf(byStatus, query.status),
    page: query.page,
    pageSize: STAFF_PAGE_SIZE,
  };
}

export async function listContracts(db: Executor, actor: Actor, query: ContractListQuery) {
  requireSalesData(actor);
  const filters = filtersOf(db, actor, query, contracts, preorders.familyId);
  const where = and(...filters, query.status ? eq(contracts.status, query.status) : undefined);
  const sortColumn = {
    createdAt: contracts.createdAt,
    number: contracts.number,
    total: contracts.total,
    reviewUntil: contracts.reviewUntil,
  }[query.sort];
  const [rows, byStatus] = await Promise.all([
    db
      .select({
        number: contracts.number,
        status: contracts.status,
        createdAt: contracts.createdAt,
        reviewUntil: contracts.reviewUntil,
        dealerCode: contracts.dealerCode,
        dealer: dealers.name,
        assignee: staffAccounts.name,
        member: memberName,
        mobile: members.mobile,
        family: vehicleFamilies.name,
        total: contracts.total,
        depositPaid: contracts.depositPaid,
        version: contracts.version,
      })
      .from(contracts)
      .innerJoin(members, eq(members.id, contracts.memberId))
      .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
      .innerJoin(vehicleFamilies, eq(vehicleFamilies.id, preorders.familyId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, contracts.assigneeId))
      .innerJoin(dealers, eq(dealers.code, contracts.dealerCode))
      .where(where)
      .orderBy(direction(query.order, sortColumn), direction(query.order, contracts.number))
      .limit(pageOf(query.page).limit)
      .offset(pageOf(query.page).offset),
    db
      .select({ status: contracts.status, count: count() })
      .from(contracts)
      .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
      .where(and(...filters))
      .groupBy(contracts.status),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      reviewUntil: row.reviewUntil.toISOString(),
      assignee: row.assignee ?? null,
    })),
    ...countsOf(byStatus, query.status),
    page: query.page,
    pageSize: STAFF_PAGE_SIZE,
  };
}
