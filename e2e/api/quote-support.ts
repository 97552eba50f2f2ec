import type { APIRequestContext } from '@playwright/test';
import type { BodyOf } from '@/lib/api/contract/calls';
import { plainConfiguration } from '@/lib/testing/plain-order';
import { send } from './support';
import { taipeiDay } from './staff-support';

/** A quote request of the first family's plainest configuration at 桃園營業所, registered 營業, on a 60-month loan. */
export async function quoteBody(request: APIRequestContext): Promise<BodyOf<'POST /order/quote/v1'>> {
  const [{ uuid }] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const family = (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: uuid } })).body.data;
  return {
    ...plainConfiguration(family),
    pointSlug: 'taoyuan-guanyin',
    use: 'business',
    plateDay: taipeiDay(30),
    financing: { kind: 'loan', downPayment: 300_000, months: 60, annualRatePercent: 3 },
  };
}
