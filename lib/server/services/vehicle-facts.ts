import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { vehicleFamilies } from '../db/schema';

/** Whether a family is a tractor (曳引車, it pulls a semi-trailer): 使用牌照稅 adds its surcharge, and a 聯結車 licence drives it. */
export async function isTractorFamily(db: Executor, familyId: string): Promise<boolean> {
  const [family] = await db
    .select({ towsTrailer: vehicleFamilies.towsTrailer })
    .from(vehicleFamilies)
    .where(eq(vehicleFamilies.id, familyId));
  return family?.towsTrailer ?? false;
}
