import 'server-only';
import { sql } from 'drizzle-orm';

// The price rule's inputs, dated (issue 20): an item's price now is the one of the latest price list in
// force (and not called off) that names it, else the price it was entered with. Every public read of the catalog (the family
// list's starting prices, a family's detail, which the configurator and the server's price rule both
// use) goes through this one expression, so a new price shows everywhere from the same moment.

/** The price in force of the row whose id is `idColumn`, its own price being `baseColumn` (fixed names, never input). */
export const priceInForce = (idColumn: string, baseColumn: string) =>
  sql.raw(`coalesce((select e.price from price_list_entries e join price_lists l on l.id = e.price_list_id
    where e.item_id = ${idColumn} and l.effective_from <= now() and l.cancelled_at is null
    order by l.effective_from desc, l.created_at desc limit 1), ${baseColumn})`);

/** When the next price list takes effect, if one is waiting (the catalog's caches are dropped then). */
export const nextPriceChangeQuery = () =>
  sql`select min(effective_from) as next from price_lists where effective_from > now() and cancelled_at is null`;
