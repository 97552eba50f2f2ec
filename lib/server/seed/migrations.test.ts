/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { memoryDatabase, MIGRATIONS_FOLDER } from '@/lib/testing/memory-database';
import { formatDate } from '@/lib/format/dates';
import { getDelivery } from '../services/contracts';
import { seed } from './seed';

// The migrations (lib/server/db/migrations) reach a database that already holds data: the demo data an older
// release seeded is brought up to date without losing any of it.

/** The repository's migrations as a release that ended with `lastTag` had them. */
function migrationsUpTo(lastTag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

// Every amount of money (issue 35): prices, surcharges, totals, deposits and what was paid.
const MONEY_COLUMNS = ['price', 'surcharge', 'total', 'deposit', 'deposit_paid', 'balance_paid'];
const moneyColumns = sql`select table_name, column_name, data_type from information_schema.columns
  where table_schema = 'public' and column_name in (${sql.join(
    MONEY_COLUMNS.map((name) => sql`${name}`),
    sql`, `,
  )}) and data_type <> 'jsonb' order by table_name, column_name`;
const amounts = sql`select (select json_agg(price order by id) from vehicles) as vehicles,
  (select json_agg(surcharge order by id) from color_materials) as materials,
  (select json_agg(price order by id) from car_parts) as parts,
  (select json_agg(json_build_array(total, deposit) order by id) from preorders) as preorders,
  (select json_agg(json_build_array(total, deposit_paid, balance_paid) order by id) from contracts) as contracts`;

/**
 * Seeds an older database with today's seed, which writes every column today's tables have: the columns a
 * later migration adds (with IF NOT EXISTS) are made first, as that migration makes them.
 */
async function seedOlder(db: Awaited<ReturnType<typeof memoryDatabase>>['db']) {
  await db.execute(sql`alter table staff_accounts add column if not exists notice_prefs jsonb default '{}'::jsonb not null`);
  await db.execute(sql`alter table contracts add column if not exists review_waived_at timestamp with time zone`);
  await db.execute(
    sql`create table if not exists contract_terms (version text primary key, title text not null, text text not null, published_at timestamp with time zone not null)`,
  );
  await db.execute(sql`alter table contracts add column if not exists terms_version text`);
  await db.execute(sql`alter table vehicle_families add column if not exists tows_trailer boolean default false not null`);
  await db.execute(sql`alter table outbox add column if not exists attachments jsonb`);
  await db.execute(sql`alter table vehicles add column if not exists displacement_cc integer`);
  await db.execute(sql`alter table dealers add column if not exists quote_discount_limit bigint default 0 not null`);
  await seed(db);
}

describe('migrations on a database that holds data', () => {
  it('keeps every amount of a seeded database made before the money columns were 64-bit, and makes them 64-bit', async () => {
    const older = migrationsUpTo('0011_several_instances');
    const { db, migrate, close } = await memoryDatabase(older);
    try {
      await seedOlder(db);
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const [before] = await rowsOf(amounts);
      expect((before.preorders as unknown[]).length).toBeGreaterThan(0);
      expect((before.contracts as unknown[]).length).toBeGreaterThan(0);

      await migrate();

      expect(await rowsOf(amounts)).toEqual([before]);
      const columns = await rowsOf(moneyColumns);
      expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
        'car_parts.price',
        'color_materials.surcharge',
        'contracts.balance_paid',
        'contracts.deposit_paid',
        'contracts.total',
        'preorders.deposit',
        'preorders.total',
        'price_list_entries.price',
        'quote_versions.total',
        'quotes.total',
        'vehicles.price',
      ]);
      for (const column of columns) expect(`${column.table_name}.${column.column_name} ${column.data_type}`).toMatch(/ bigint$/);
    } finally {
      await close();
      rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the slugs of articles deleted before deleted slugs were kept, from the day of their deletion', async () => {
    const older = migrationsUpTo('0012_money_bigint');
    const { db, migrate, close } = await memoryDatabase(older);
    try {
      await seedOlder(db);
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const [issue] = await rowsOf(sql`select id, slug from magazine_issues order by issue_no limit 1`);
      const before = { slug: 'night-driver', title: '夜班司機', formerSlugs: ['night-reefer'] };
      await db.execute(sql`insert into audit_log (actor, action, record_kind, record_id, record_number, before, at)
        values ('行銷', 'magazine.article-delete', 'magazine', ${issue.id}, ${issue.slug}, ${JSON.stringify(before)}::jsonb, '2026-06-01T00:00:00Z')`);

      await migrate();

      const kept = await rowsOf(sql`select issue_id, slug, deleted_at from deleted_article_slugs order by slug`);
      expect(kept.map((row) => [row.issue_id, row.slug, new Date(row.deleted_at as string).toISOString()])).toEqual([
        [issue.id, 'night-driver', '2026-06-01T00:00:00.000Z'],
        [issue.id, 'night-reefer', '2026-06-01T00:00:00.000Z'],
      ]);
    } finally {
      await close();
      rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);

  it('puts a plan written out of step order back in order, each step it moves kept with its reason; plans in order are left alone', async () => {
    const older = migrationsUpTo('0016_review_waiver_and_balance_payments');
    const { db, migrate, close } = await memoryDatabase(older);
    try {
      await seedOlder(db);
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const plans = sql`select d.id as delivery, d.contract_id, c.member_id, m.id, m.step, m.label, m.planned_at, m.done_at, d.estimated_at
        from delivery_milestones m join deliveries d on d.id = m.delivery_id join contracts c on c.id = d.contract_id
        order by d.id, m.step`;
      const seeded = await rowsOf(plans);
      const underWay = seeded.find((row) => row.done_at === null && row.planned_at !== null)!;
      const ofIt = seeded.filter((row) => row.delivery === underWay.delivery);
      const later = ofIt.filter((row) => (row.step as number) > (underWay.step as number));
      // As the issue found it: the step under way was moved past the next step, the steps after it left where they were.
      const movedTo = new Date(new Date(later[0].planned_at as string).getTime() + 4 * 86_400_000);
      await db.execute(sql`update delivery_milestones set planned_at = ${movedTo.toISOString()} where id = ${underWay.id}`);
      const others = seeded.filter((row) => row.delivery !== underWay.delivery);

      await migrate();

      const after = await rowsOf(plans);
      const day = (value: unknown) => formatDate(value as string);
      const repaired = after.filter((row) => row.delivery === underWay.delivery);
      const overtaken = later.filter((row) => new Date(row.planned_at as string) < movedTo);
      expect(overtaken.length).toBeGreaterThan(0);
      const expected = (row: Record<string, unknown>) =>
        row.id === underWay.id || overtaken.some((step) => step.id === row.id) ? formatDate(movedTo) : day(row.planned_at);
      expect(repaired.map((row) => [row.label, day(row.planned_at)])).toEqual(ofIt.map((row) => [row.label, expected(row)]));
      expect(day(repaired[0].estimated_at)).toBe(day(repaired.at(-1)!.planned_at));
      expect(after.filter((row) => row.delivery !== underWay.delivery)).toEqual(others);

      // Run again, it finds nothing to repair.
      const moves = sql`select count(*)::int as n from milestone_date_changes`;
      const [counted] = await rowsOf(moves);
      const repair = readFileSync(path.join(MIGRATIONS_FOLDER, '0018_delivery_plans_in_step_order.sql'), 'utf8');
      for (const statement of repair.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
      expect(await rowsOf(moves)).toEqual([counted]);
      expect(await rowsOf(plans)).toEqual(after);

      // The member reads each repaired step's old day, its new day and why.
      const delivery = await getDelivery(db, underWay.member_id as string, underWay.contract_id as string);
      const first = delivery.milestones.find((milestone) => milestone.label === overtaken[0].label)!;
      expect(first.moves).toEqual([
        expect.objectContaining({ newDate: first.plannedAt, reason: '依前一階段的日期調整，使交車計畫依步驟順序' }),
      ]);
      expect(day(first.moves[0].oldDate)).toBe(day(overtaken[0].planned_at));
    } finally {
      await close();
      rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);

  it("names the demo catalog's 擇一組 in words where an older seed named them by codes", async () => {
    const older = migrationsUpTo('0016_review_waiver_and_balance_payments');
    const { db, migrate, close } = await memoryDatabase(older);
    try {
      await seedOlder(db);
      await db.execute(
        sql`update car_parts set exclusive_group = case exclusive_group when '車斗車廂' then 'cargo-body' when '尾門升降機' then 'tail-lift' else exclusive_group end`,
      );
      const groups = async () =>
        (
          (await db.execute(
            sql`select distinct exclusive_group as name from car_parts where exclusive_group is not null order by 1`,
          )) as unknown as {
            rows: { name: string }[];
          }
        ).rows.map((row) => row.name);
      expect(await groups()).toContain('cargo-body');

      await migrate();

      expect(await groups()).toEqual(['吊桿', '尾門升降機', '油箱', '第五輪座', '緩速器', '車斗車廂'].sort());
    } finally {
      await close();
      rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives the demo vehicles of a database seeded before displacements their engines, family by family', async () => {
    const older = migrationsUpTo('0022_saved_configurations');
    const { db, migrate, close } = await memoryDatabase(older);
    try {
      await seedOlder(db);
      await db.execute(sql`update vehicles set displacement_cc = null`);

      await migrate();

      const rows = (
        (await db.execute(
          sql`select distinct f.series, v.displacement_cc as cc from vehicles v join vehicle_families f on f.id = v.family_id order by 1`,
        )) as unknown as { rows: { series: string; cc: number }[] }
      ).rows;
      expect(rows.map((row) => [row.series, row.cc])).toEqual([
        ['TH 6x4', 12_913],
        ['TL 35', 2_999],
        ['TM 85', 5_123],
        ['TX 曳引', 12_913],
      ]);
    } finally {
      await close();
      rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);
});
