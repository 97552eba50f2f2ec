import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Dealer } from '@/lib/sale/purchases';
import type { Executor } from '../db/client';
import { cities, members } from '../db/schema';
import { dealers } from '../db/staff-schema';

export type DealerRow = typeof dealers.$inferSelect;

/** The dealer network, as the administrator keeps it (migration 0006 wrote the first three). */
export const listDealers = (db: Executor) => db.select().from(dealers).orderBy(asc(dealers.createdAt), asc(dealers.code));

/**
 * The dealer that serves a city: the one whose list names it, else the last one listed (the south
 * serves what no list names). A pre-order goes to its member's city's dealer.
 */
export function dealerForCity(all: DealerRow[], cityName: string): DealerRow {
  const found = all.find((dealer) => dealer.cities.includes(cityName));
  if (found) return found;
  const fallback = all.find((dealer) => dealer.code === 'south') ?? all.at(-1);
  if (!fallback) throw new Error('no dealer in the dealer network');
  return fallback;
}

export async function dealerByCode(db: Executor, code: string): Promise<DealerRow | undefined> {
  const [row] = await db.select().from(dealers).where(eq(dealers.code, code));
  return row;
}

/** The dealer as a contract records it: its name and ways to reach it, and the salesperson who follows it. */
export const dealerOnContract = (dealer: DealerRow, salesperson: string): Dealer => ({
  name: dealer.name,
  salesperson,
  phone: dealer.phone,
  email: dealer.email,
  address: dealer.address,
});

/** The code of the dealer that serves a member's city: where their new pre-order goes. */
export async function dealerCodeForMember(db: Executor, memberId: string): Promise<string> {
  const [member] = await db
    .select({ city: cities.name })
    .from(members)
    .leftJoin(cities, eq(cities.id, members.cityId))
    .where(eq(members.id, memberId));
  return dealerForCity(await listDealers(db), member?.city ?? '').code;
}
