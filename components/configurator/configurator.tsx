'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Provider, useStore } from 'react-redux';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { ConfigStep } from '@/lib/constants';
import { isPreorderQuery, PREORDER_QUERY } from '@/lib/urls/preorder';
import { decodeSelection, SAVED_QUERY, SHARE_QUERY } from '@/lib/configurator/share';
import { familyOpened } from '@/store/configurator';
import { stepAfter } from '@/lib/configurator/steps';
import { VEHICLE_QUERY } from '@/lib/urls/vehicle-model';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AppStore } from '@/store/make-store';
import { sharedPreviewStore } from '@/store/shared-preview';
import { serverState } from '@/store/store-provider';
import { useRehydrated } from '@/store/use-rehydrated';
import { ConfiguratorView } from './configurator-view';

/** The query without what a link brought in (a share link's configuration, a model from the family's table). */
function withoutShared(search: URLSearchParams) {
  const rest = new URLSearchParams(search);
  rest.delete(SHARE_QUERY);
  rest.delete(SAVED_QUERY);
  rest.delete(VEHICLE_QUERY);
  return rest.toString();
}

/**
 * The configurator around one step: the family is loaded into the store once the stored selection is
 * back (a selection of another family is dropped). Until then a share link's selection is drawn from a
 * store of its own (store/shared-preview.ts), by the server too: as for a visitor, since the login is kept
 * in the browser (the pre-order step's button says 登入後送出預購 until the member's login is back).
 */
export function Configurator({ family, step }: { family: VehicleFamilyDetail; step: ConfigStep }) {
  // The pre-order step is the last step with ?preorder=1; read here, so it follows a client navigation at once.
  const search = useSearchParams();
  const preorder = isPreorderQuery(search.get(PREORDER_QUERY)) && stepAfter(step) === null;
  const dispatch = useAppDispatch();
  const ready = useRehydrated();
  const live = useAppSelector((state) => state.vehicleOrder.vehicleObject?.uuid === family.uuid);
  const store = useStore() as AppStore;

  const router = useRouter();
  const pathname = usePathname();
  const shared = search.get(SHARE_QUERY);
  const model = search.get(VEHICLE_QUERY);
  const unshared = withoutShared(search);
  const [preview] = useState(() => {
    const selection = shared ? decodeSelection(shared, family) : null;
    return selection && sharedPreviewStore(family, selection);
  });
  useEffect(() => {
    if (!ready) return;
    // A share link's configuration replaces the one here, then the link's text leaves the address bar.
    dispatch(familyOpened(family, { selection: shared ? decodeSelection(shared, family) : null, model }));
    // Only the link's text leaves the address: the pre-order step stays the pre-order step.
    if (shared || model) router.replace(unshared ? `${pathname}?${unshared}` : pathname, { scroll: false });
  }, [ready, family, dispatch, shared, model, router, pathname, unshared]);

  // Once the browser's store has taken over, it keeps the page (a session that ends clears it, and the link's
  // selection must not come back).
  const [handedOver, setHandedOver] = useState(false);
  if (live && !handedOver) setHandedOver(true);
  // One Provider either way, so nothing below it mounts anew when the browser's store takes over.
  const previewing = !live && !handedOver && preview !== null;
  return (
    <Provider store={previewing ? preview : store} serverState={previewing ? undefined : serverState()}>
      <ConfiguratorView family={family} step={step} preorder={preorder} live={live} sharedOpened={preview !== null} />
    </Provider>
  );
}
