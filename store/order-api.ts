import type { PreorderInput } from '@/lib/schemas/order';
import { api, endpoint } from './api';

/** POST /order/order/v1: one Idempotency-Key per attempt, so a repeated request makes one pre-order. */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET /vehicle/family/v1/{id}: the catalog as it is now (after a refusal, to see what changed)
    getFamily: build.query(endpoint('GET /vehicle/family/v1/{id}', (id: string) => ({ params: { id } }))),
    placePreorder: build.mutation(
      endpoint('POST /order/order/v1', ({ body, idempotencyKey }: { body: PreorderInput; idempotencyKey: string }) => ({
        body,
        auth: true,
        headers: { 'Idempotency-Key': idempotencyKey },
      })),
    ),
  }),
});

export const { usePlacePreorderMutation, useLazyGetFamilyQuery, useGetFamilyQuery } = orderApi;
