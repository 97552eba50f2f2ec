import 'server-only';
import { decodeSelection } from '@/lib/configurator/share';
import { evaluateOrder } from '@/lib/sale/pricing';
import type { Db } from '../db/client';
import { getFamilyDetail } from './catalog';
import { listPoints } from './dealer-points';

/**
 * What 索取報價's pages (a member's and a visitor's) show for the configuration of a share link (?family=&c=),
 * checked against today's catalog: the configuration's facts and the points that sell, or why there are none.
 */
export async function quotePageFacts(db: Db, familyUuid: string, code: string) {
  const family = await getFamilyDetail(db, familyUuid);
  const selection = family ? decodeSelection(code, family) : null;
  const evaluation = family && selection ? evaluateOrder(family, selection) : null;
  if (!family || !selection || !evaluation?.configuration) return { kind: 'unknown' as const, family, selection };
  const c = evaluation.configuration;
  const points = (await listPoints(db, { service: 'sales' })).map(({ slug, name, dealerName, city }) => ({ slug, name, dealerName, city }));
  return {
    kind: 'ready' as const,
    family,
    selection,
    configuration: {
      familyName: c.family.name,
      vehicle: c.vehicle,
      color: c.color.name,
      material: c.colorMaterial.name,
      parts: [...c.originParts, ...c.localParts].map((part) => part.name),
      quantity: selection.quantity,
      total: evaluation.price.total,
    },
    points,
  };
}
