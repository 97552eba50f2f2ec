import { expect, type Locator } from '@playwright/test';

/**
 * The two elements' boxes on screen do not overlap once `a` has come to rest (a toast slides in over
 * the header on its way; where it stays is what a person sees).
 */
export async function expectApart(a: Locator, b: Locator) {
  await expect(async () => {
    const before = await a.boundingBox();
    await a.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
    expect(one, 'still moving').toEqual(before);
    const apart = one.x + one.width <= two.x || two.x + two.width <= one.x || one.y + one.height <= two.y || two.y + two.height <= one.y;
    expect(apart, `${JSON.stringify(one)} and ${JSON.stringify(two)} overlap`).toBe(true);
  }).toPass({ timeout: 7_000 });
}
