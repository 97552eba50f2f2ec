'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CarPart, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '@/lib/format/money';
import { cx, palette, recipe } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { partToggled } from '@/store/configurator';
import { useAppDispatch } from '@/store/hooks';
import { ChoiceCard } from './choice-cards';
import { useConfiguration } from './use-configuration';
import { ILLUSTRATION } from '@/lib/words/vehicle';

// The details dialog (Chakra's dialog machine, about 14 kB) loads when a buyer first reaches for it.
const loadDialog = () => import('../forms/modal-dialog');
const ModalDialog = dynamic(() => loadDialog().then((m) => m.ModalDialog));

/** Why a part cannot go on the chosen vehicle, or null. */
const misfit = (part: CarPart, wheelBase: number | undefined) =>
  part.minWheelBase !== null && wheelBase !== undefined && wheelBase < part.minWheelBase
    ? `需要軸距 ${part.minWheelBase.toLocaleString('zh-TW')} mm 以上的車型`
    : null;

/**
 * Steps 3 and 4: factory parts (selectedOrigin) or local body-builder parts (selectedLocal), several at
 * once; within an exclusive group one replaces the other, and the page says so.
 */
export function PartsStep({ family, kind }: { family: VehicleFamilyDetail; kind: 'origin' | 'local' }) {
  const dispatch = useAppDispatch();
  const { order } = useConfiguration(family);
  // The last part whose details were opened stays, so the dialog can close with its content.
  const [detail, setDetail] = useState<CarPart | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const list = kind === 'origin' ? 'selectedOrigin' : 'selectedLocal';
  const parts = kind === 'origin' ? family.carParts : family.localCarParts;
  const chosen = order[list];

  const toggle = (part: CarPart, on: boolean) => {
    const replaced = dispatch(partToggled(list, part, on));
    if (replaced.length) showToast(`已改選「${part.name}」，取代「${replaced.map((other) => other.name).join('、')}」（同類只能擇一）`);
  };

  return (
    <div className={cx('ui-stack-3')}>
      {parts.map((part) => {
        // The wheelbase counts as soon as it is chosen, before the other components are.
        const problem = misfit(part, order.selectedWheelBase ?? undefined);
        const checked = chosen.includes(part.uuid);
        return (
          <div key={part.uuid} className={cx('cf-part')}>
            <ChoiceCard
              type="checkbox"
              checked={checked}
              onChange={(on) => toggle(part, on)}
              choice={{
                value: part.uuid,
                disabled: Boolean(problem) && !checked,
                // eslint-disable-next-line @next/next/no-img-element -- the parts' SVG drawings; next/image adds nothing for them
                leading: <img src={part.image} alt="" className={cx('cf-part-thumb')} />,
                label: (
                  <>
                    {part.name}
                    {part.exclusiveGroup && (
                      <span className={cx(recipe('badge', { variant: 'surface', size: 'sm' }), palette('gray'), 'cf-part-badge')}>
                        同類擇一
                      </span>
                    )}
                  </>
                ),
                note: problem ?? part.description,
              }}
            >
              <span className={cx('cf-part-price')}>{formatTwd(part.price)}</span>
            </ChoiceCard>
            {/* Outside the card's label, so it is its own control and a click on the card only ticks it. */}
            <Button
              size="xs"
              variant="ghost"
              tone="brand"
              className={cx('cf-part-details')}
              onPointerEnter={loadDialog}
              onFocus={loadDialog}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDetail(part);
                setDetailOpen(true);
              }}
              aria-label={`「${part.name}」詳細說明`}
            >
              詳細說明
            </Button>
          </div>
        );
      })}
      {parts.length === 0 && <p className={cx('ui-muted')}>此車系沒有可選的配件。</p>}
      {detail && (
        <ModalDialog open={detailOpen} onClose={() => setDetailOpen(false)} title={detail.name} returnFocusTo={() => opener.current}>
          <div className={cx('ui-stack-4')}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the part's SVG drawing; next/image adds nothing for it */}
            <img src={detail.image} alt={`${detail.name} ${ILLUSTRATION}`} className={cx('cf-part-photo')} />
            <p>{detail.description}</p>
            <p className={cx('cf-price')}>{formatTwd(detail.price)}（含稅）</p>
            {detail.minWheelBase !== null && (
              <p className={cx('ui-muted')}>適用軸距 {detail.minWheelBase.toLocaleString('zh-TW')} mm 以上的車型。</p>
            )}
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
