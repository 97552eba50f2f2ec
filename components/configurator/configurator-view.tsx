'use client';

import dynamic from 'next/dynamic';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { ConfigStep } from '@/lib/constants';
import { cx, recipe } from '@/lib/theme/cx';
import { preorderStepPath } from '@/lib/urls/preorder';
import { SAVED_QUERY, SAVED_WORDS, SHARE_QUERY, SHARED_WORDS, sharedChanges } from '@/lib/configurator/share';
import { PREORDER_TITLE, stepAfter, stepBefore, STEP_NAMES, STEP_TITLES } from '@/lib/configurator/steps';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { catalogNoticesRead } from '@/store/slices/vehicle-order-slice';
import { CatalogNotices } from './catalog-notices';
import { ComponentsOutline } from './components-outline';
import { ConfiguredPreview } from './configured-preview';
import { PriceSummary } from './price-summary';
import { ShareAndPrint } from './share-and-print';
import { SpecSheet } from './spec-sheet';
import { StepNav } from './step-nav';
import { TotalBar } from './total-bar';
import { LOADING_CONFIGURATION } from '@/lib/words/vehicle';

// Each step's code loads with its step only (the parts dialog and the agreement are not on step 1).
const ComponentsStep = dynamic(() => import('./components-step').then((m) => m.ComponentsStep));
const ColorStep = dynamic(() => import('./color-step').then((m) => m.ColorStep));
const PartsStep = dynamic(() => import('./parts-step').then((m) => m.PartsStep));
const OrderStep = dynamic(() => import('./order-step').then((m) => m.OrderStep));
// Saving brings the form machinery, which no step needs of its own.
const SaveConfiguration = dynamic(() => import('./save-configuration').then((m) => m.SaveConfiguration));
const AskForQuote = dynamic(() => import('./ask-for-quote').then((m) => m.AskForQuote));

/**
 * One step with the preview and the price beside it, drawn from the store it is given (configurator.tsx):
 * `live` once that is the browser's own store, with the member's login and what was stored. `sharedOpened`:
 * the page was opened from a share link that fits the family, said on the page rather than in a toast (which
 * would load the toast library, about 5 kB, for it), and still after the link's text has left the address bar.
 */
export function ConfiguratorView({
  family,
  step,
  preorder,
  live,
  sharedOpened,
}: {
  family: VehicleFamilyDetail;
  step: ConfigStep;
  preorder: boolean;
  live: boolean;
  sharedOpened: boolean;
}) {
  const search = useSearchParams();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.vehicleOrder.vehicleObject?.uuid === family.uuid);
  const { selectedVehicle, selectedColor, selectedColorMaterial } = useAppSelector((state) => state.vehicleOrder);
  const shared = search.get(SHARE_QUERY);
  // What the catalog changed since the link was made (a withdrawn item, a new price).
  const [words] = useState(() => (search.get(SAVED_QUERY) === '1' ? SAVED_WORDS : SHARED_WORDS));
  const [sharedNotices, setSharedNotices] = useState(() => (shared === null ? [] : sharedChanges(shared, family, words)));
  const catalogNotices = useAppSelector((state) => state.vehicleOrder.catalogNotices);

  const done: Record<ConfigStep, boolean> = {
    components: Boolean(selectedVehicle),
    color: Boolean(selectedColor && selectedColorMaterial),
    carParts: true,
    localCarParts: true,
  };
  // A step can be opened once every step before it is done.
  const reachable = (target: ConfigStep) => {
    for (let before = stepBefore(target); before; before = stepBefore(before)) if (!done[before]) return false;
    return true;
  };
  const previous = stepBefore(step);
  const next = stepAfter(step);
  // Before the browser's store has the link's selection, a step's link carries the link, so one followed before
  // the scripts run (a page load) opens the same selection; after, the selection is in the store.
  const carried = new URLSearchParams([SHARE_QUERY, SAVED_QUERY].flatMap((key) => (search.has(key) ? [[key, search.get(key)!]] : [])));
  const carry = (href: string) => (live || !carried.size ? href : `${href}${href.includes('?') ? '&' : '?'}${carried}`);
  const stepHref = (target: ConfigStep) => carry(vehicleInfoPath(family.uuid, target));
  const nextHref = next ? stepHref(next) : carry(preorderStepPath(family.uuid));
  const missing = step === 'components' ? '請先選完六項配備，選定車型' : step === 'color' ? '請先選擇車色與烤漆' : '';
  const nextLabel = next ? `下一步：${STEP_NAMES[next]}` : '下一步：確認預購';
  const showsStep = loaded && reachable(step) && !preorder;

  return (
    <div className={cx('cf-page')}>
      {/* On paper only, and dated by the browser's clock: drawn once the browser's store has the page. */}
      {live && <SpecSheet family={family} />}
      <p className={cx('cf-family-name')}>{family.name}</p>
      <h1 className={cx(recipe('heading', { size: 'xl' }), 'cf-title')}>{preorder ? PREORDER_TITLE : STEP_TITLES[step]}</h1>
      {/* The live region is there from the first render and its text comes once the selection is in,
          so a screen reader announces it (drawn by the server from a share link, it is read in its place after the title). */}
      {sharedOpened && (
        <div role="status">{loaded && <p className={cx('cf-shared-note')}>已開啟{words.what}，可以接著修改或預購。</p>}</div>
      )}
      <CatalogNotices
        notices={loaded ? [...sharedNotices, ...catalogNotices] : []}
        onRead={() => {
          setSharedNotices([]);
          dispatch(catalogNoticesRead());
        }}
      />
      <StepNav stepHref={stepHref} step={step} preorder={preorder} reachable={(target) => loaded && reachable(target)} />
      {preorder && loaded && (
        <NextLink href={stepHref(step)} className={cx('ui-text-link', 'cf-back-link')}>
          ‹ 回到{STEP_NAMES[step]}
        </NextLink>
      )}
      {/* Phones: the drawing, the step, then the price; wide screens: the step beside drawing and price. */}
      <div className={cx('cf-layout')}>
        <div className={cx('cf-area-preview', 'cf-no-print')}>
          <ConfiguredPreview family={family} />
        </div>
        <div className={cx('ui-stack-6', 'cf-area-step', 'cf-no-print')}>
          {!loaded ? (
            step === 'components' && !preorder ? (
              <ComponentsOutline family={family} />
            ) : (
              <p role="status" className={cx('ui-muted')}>
                {LOADING_CONFIGURATION}
              </p>
            )
          ) : !reachable(step) ? (
            <div className={cx('ui-stack-3')} role="status">
              <p>這一步需要先完成前面的步驟。</p>
              <NextLink href={vehicleInfoPath(family.uuid, 'components')} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
                回到第一步
              </NextLink>
            </div>
          ) : preorder ? (
            <OrderStep family={family} />
          ) : step === 'components' ? (
            <ComponentsStep family={family} />
          ) : step === 'color' ? (
            <ColorStep family={family} />
          ) : (
            <PartsStep family={family} kind={step === 'carParts' ? 'origin' : 'local'} />
          )}
          {showsStep && (
            <div className={cx('ui-wrap-3', 'ui-between', 'cf-step-footer')}>
              <NextLink
                href={previous ? stepHref(previous) : vehicleInfoPath(family.uuid)}
                className={buttonClasses({ variant: 'outline', tone: 'brand' })}
              >
                {previous ? `上一步：${STEP_NAMES[previous]}` : '回到車系介紹'}
              </NextLink>
              <span className={cx('cf-wide-only')}>
                {done[step] ? (
                  <NextLink href={nextHref} className={buttonClasses({ tone: 'brand' })}>
                    {nextLabel}
                  </NextLink>
                ) : (
                  <p className={cx('ui-muted')} role="status">
                    {missing}
                  </p>
                )}
              </span>
            </div>
          )}
        </div>
        {/* From lg the price stays in view beside a long step. */}
        <div className={cx('ui-stack-4', 'cf-area-summary', 'cf-no-print')}>
          {loaded && <PriceSummary family={family} />}
          {loaded && <ShareAndPrint family={family} />}
          {/* After the member's login is back: they differ for a member, and come last, so nothing moves. */}
          {live && <SaveConfiguration family={family} />}
          {live && <AskForQuote family={family} />}
        </div>
      </div>
      {!preorder && <TotalBar family={family} next={!showsStep ? null : done[step] ? { href: nextHref, label: nextLabel } : { missing }} />}
    </div>
  );
}
