import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { OrderSelection } from '@/lib/sale/pricing';
import { familyOpened } from './configurator';
import { makeStore, type AppStore } from './make-store';

/**
 * A store holding only what a share link decides: the family with the link's selection, which the browser's
 * store takes once its persisted state is back (keeping its own login and, for the same family, whether the
 * agreement was read and accepted). The same on the server and in the browser's first render, so a step
 * opened from a link is drawn by the server instead of after the scripts (issue 39).
 */
export function sharedPreviewStore(family: VehicleFamilyDetail, selection: OrderSelection): AppStore {
  const store = makeStore();
  // As the browser's store opens it (configurator.tsx), so the two draw the same.
  store.dispatch(familyOpened(family, { selection, model: null }));
  return store;
}
