import type { Preorder } from '@/lib/api-types';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import type { PreorderInput } from '@/lib/schemas/order';
import { api } from './api';

/** POST /order/order/v1: one Idempotency-Key per attempt, so a repeated request makes one pre-order. */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET /vehicle/family/v1/{id}: the catalog as it is now (after a refusal, to see what changed)
    getFamily: build.query<VehicleFamilyDetail, string>({
      query: (uuid) => ({ path: `/vehicle/family/v1/${uuid}` }),
    }),
    placePreorder: build.mutation<Preorder, { body: PreorderInput; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        path: '/order/order/v1',
        method: 'POST',
        body,
        auth: true,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { usePlacePreorderMutation, useLazyGetFamilyQuery } = orderApi;
