'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { encodeSelection, sharedConfigurationPath } from '@/lib/configurator/share';
import { cx, recipe } from '@/lib/theme/cx';
import { testDrivePath } from '@/lib/urls/site.mjs';
import { showToast } from '@/lib/site/toasts';
import { lazyModule, useLazyModule } from '../layout/lazy-module';
import { useConfiguration } from './use-configuration';

// The folding panel brings framer-motion: it loads when the buyer reaches for 顯示連結, not with the step.
const collapseModule = lazyModule(() => import('../layout/collapse'));
const loadCollapse = () => void collapseModule.preload();

const unchanging = () => () => undefined;

/** The link that reopens this configuration elsewhere (the first step, with the choices in ?c=). */
export function useShareLink(family: VehicleFamilyDetail) {
  const { selection, evaluation } = useConfiguration(family);
  // The browser's own address, which the server cannot know: empty in its render and in hydration, then filled in.
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
  const amounts = Object.fromEntries(evaluation.price.lines.map((line) => [line.uuid, line.amount]));
  return `${origin}${sharedConfigurationPath(family.uuid, encodeSelection(selection, amounts))}`;
}

/** 分享與列印: copy a link that reopens the configuration on another device, or print the spec sheet. */
export function ShareAndPrint({ family }: { family: VehicleFamilyDetail }) {
  const link = useShareLink(family);
  const { vehicle } = useConfiguration(family);
  const [shown, setShown] = useState(false);
  // Mounted from the first showing on, so that hiding can fold it away.
  const [everShown, setEverShown] = useState(false);
  const folding = useLazyModule(collapseModule, everShown);
  const show = (value: boolean) => {
    setShown(value);
    if (value) setEverShown(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('分享連結已複製', 'success');
    } catch {
      // No clipboard (an insecure page or a refusal): show the link to copy by hand.
      show(true);
    }
  };

  return (
    <section aria-labelledby="share-title" className={cx('cf-card', 'cf-no-print')}>
      <h2 className={cx(recipe('heading', { size: 'sm' }), 'cf-card-title')} id="share-title">
        分享與列印
      </h2>
      <div className={cx('ui-wrap-2')}>
        <Button size="sm" variant="outline" tone="brand" onClick={copy}>
          複製分享連結
        </Button>
        <Button
          size="sm"
          variant="outline"
          tone="brand"
          onPointerEnter={loadCollapse}
          onFocus={loadCollapse}
          onClick={() => show(!shown)}
          aria-expanded={shown}
        >
          顯示連結
        </Button>
        <Button size="sm" variant="outline" tone="brand" onClick={() => window.print()}>
          列印規格表
        </Button>
        <a className={cx('sh-more-link')} href={testDrivePath({ family: family.uuid, vehicle: vehicle?.uuid })}>
          預約試乘
        </a>
      </div>
      {folding && (
        <folding.Collapse open={shown} id="share-link-panel">
          <div className={cx('ui-stack-1', 'cf-share-panel')}>
            <p className={cx('ui-small', 'ui-muted')} id="share-link-label">
              在其他裝置開啟這個連結，會看到相同的配置：
            </p>
            <input
              readOnly
              value={link}
              aria-labelledby="share-link-label"
              onFocus={(event) => event.currentTarget.select()}
              className={recipe('input', { variant: 'outline', size: 'sm' })}
            />
          </div>
        </folding.Collapse>
      )}
    </section>
  );
}
