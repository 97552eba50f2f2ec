import { expect, type Locator } from '@playwright/test';

/** The two elements' boxes on screen do not overlap: neither covers the other. */
export async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const apart = one.x + one.width <= two.x || two.x + two.width <= one.x || one.y + one.height <= two.y || two.y + two.height <= one.y;
  expect(apart, `${JSON.stringify(one)} and ${JSON.stringify(two)} overlap`).toBe(true);
}
