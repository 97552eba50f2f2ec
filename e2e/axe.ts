import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until nothing is animating (an endless animation aside), at most 5 s. */
async function settled(page: Page) {
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
}

async function blockingViolations(page: Page) {
  await settled(page);
  const scan = await new AxeBuilder({ page }).analyze();
  return scan.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe finds no serious or critical violation in what the page shows now; a failure names rule and nodes.
 * It reads the page once what is fading in has settled: a toast halfway through its entrance has, for that
 * moment, text fainter than it will be, which axe would count as too little contrast. A toast can also
 * begin to fade out while axe reads (on a busy machine its time runs out during the scan), so what axe
 * finds is read once more after a toast's exit has had time to end: a lasting violation is found twice.
 */
export async function expectAccessible(page: Page, where?: string) {
  let found = await blockingViolations(page);
  if (found.length > 0) {
    await page.waitForTimeout(1_500);
    found = await blockingViolations(page);
  }
  expect(found, where).toEqual([]);
}
