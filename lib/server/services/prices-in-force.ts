import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

// The price rule's inputs, dated (issue 20): an item's price at a time is the one of the latest price
// list in force then (and not called off) that names it, the later made of two lists of one day; else
// the price it was entered with. Every public read of the catalog (the family list's starting prices, a
// family's detail, which the configurator and the server's price rule both use) goes through this one
// expression, so a new price shows everywhere from the same moment.

/** Whether the price list `list` (its alias in the query, a fixed name) is in force at `at`: its day has come, and it was not called off. */
export const listInForce = (list: string, at: SQL = sql`now()`) =>
  sql`${sql.raw(list)}.effective_from <= ${at} and ${sql.raw(list)}.cancelled_at is null`;

/** The price at `at` (now by default) of the row whose id is `idColumn`, its own price being `baseColumn` (fixed names, never input). */
export const priceAt = (idColumn: string, baseColumn: string, at: SQL = sql`now()`) =>
  sql`coalesce((select e.price from price_list_entries e join price_lists l on l.id = e.price_list_id
    where e.item_id = ${sql.raw(idColumn)} and ${listInForce('l', at)}
    order by l.effective_from desc, l.created_at desc limit 1), ${sql.raw(baseColumn)})`;

/** The price in force now. */
export const priceInForce = (idColumn: string, baseColumn: string) => priceAt(idColumn, baseColumn);

/** When the next price list takes effect, if one is waiting (the catalog's caches are dropped then); of one family's lists only when given. */
export const nextPriceChangeQuery = (familyId?: string) =>
  sql`select min(effective_from) as next from price_lists where effective_from > now() and cancelled_at is null${
    familyId ? sql` and family_id = ${familyId}` : sql``
  }`;

/** Every priced item of a family (vehicles, paints, parts) with its price at a time: what a new list is compared with. */
export const familyPricesAtQuery = (familyId: string, at: Date) => {
  const when = sql`${at.toISOString()}::timestamptz`;
  return sql`
    select v.id, ${priceAt('v.id', 'v.price', when)} as price from vehicles v where v.family_id = ${familyId}
    union all
    select m.id, ${priceAt('m.id', 'm.surcharge', when)} from color_materials m join colors c on c.id = m.color_id where c.family_id = ${familyId}
    union all
    select p.id, ${priceAt('p.id', 'p.price', when)} from car_parts p where p.family_id = ${familyId}`;
};
