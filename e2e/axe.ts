import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe finds no serious or critical violation in what the page shows now; a failure names rule and nodes.
 * It reads the page once what is fading in has settled: a toast halfway through its entrance has, for that
 * moment, text fainter than it will be, which axe would count as too little contrast.
 */
export async function expectAccessible(page: Page, where?: string) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    // A page that never settles is read as it is; axe then says what it finds.
    .catch(() => undefined);
  const scan = await new AxeBuilder({ page }).analyze();
  const blocking = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}
