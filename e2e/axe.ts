import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** axe finds no serious or critical violation in what the page shows now; a failure names rule and nodes. */
export async function expectAccessible(page: Page, where?: string) {
  const scan = await new AxeBuilder({ page }).analyze();
  const blocking = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}
