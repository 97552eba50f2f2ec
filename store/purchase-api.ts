import type { AnswerOf } from '@/lib/api/contract/calls';
import type { PreorderCancelInput } from '@/lib/schemas/order';
import { api, endpoint, withoutArgument } from './api';

/** One line of a purchase's history, as the member reads it. */
export type TimelineEntry = AnswerOf<'GET /order/timeline/v1/{uuid}'>[number];

/** 購車管理: the member's pre-orders, contracts and deliveries (docs/api.md, section order); the one thing the buyer does here is waive the review period. */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    // my pre-orders, newest first
    preorders: build.query({ ...withoutArgument('GET /order/order/v1', { auth: true }), providesTags: ['Purchases'] }),
    // one pre-order with its frozen spec
    preorder: build.query({
      ...endpoint('GET /order/order/v1/{uuid}', (uuid: string) => ({ params: { uuid }, auth: true })),
      providesTags: ['Purchases'],
    }),
    // cancel my own pre-order before a contract, with a reason
    cancelPreorder: build.mutation({
      ...endpoint('POST /order/order/v1/{uuid}/cancel', ({ uuid, ...body }: { uuid: string } & PreorderCancelInput) => ({
        params: { uuid },
        body,
        auth: true,
      })),
      invalidatesTags: ['Purchases'],
    }),
    // my contracts, newest first
    contracts: build.query(withoutArgument('GET /order/contract/v1', { auth: true })),
    // one contract with its spec
    contract: build.query({
      ...endpoint('GET /order/contract/v1/{uuid}', (uuid: string) => ({ params: { uuid }, auth: true })),
      providesTags: ['Contract'],
    }),
    // my contract in full, under the terms version it was made with
    contractText: build.query({
      ...endpoint('GET /order/contract/v1/{uuid}/text', (uuid: string) => ({ params: { uuid }, auth: true })),
      providesTags: ['Contract'],
    }),
    // the buyer waives the rest of the review period
    waiveReview: build.mutation({
      ...endpoint('POST /order/contract/v1/{uuid}/waive-review', (uuid: string) => ({
        params: { uuid },
        body: { understood: true as const },
        auth: true,
        quiet: true,
      })),
      // The page reads the contract and its timeline (with the waiver's line) again.
      invalidatesTags: ['Contract', 'Timeline'],
    }),
    // what happened to a pre-order and its contract, moved dates and why
    timeline: build.query({
      ...endpoint('GET /order/timeline/v1/{uuid}', (uuid: string) => ({ params: { uuid }, auth: true })),
      providesTags: ['Purchases', 'Timeline'],
    }),
    // the delivery milestones of a contract
    delivery: build.query(
      endpoint('GET /order/delivery/v1/{contractUuid}', (contractUuid: string) => ({ params: { contractUuid }, auth: true })),
    ),
  }),
});

export const {
  usePreordersQuery,
  usePreorderQuery,
  useCancelPreorderMutation,
  useContractsQuery,
  useContractQuery,
  useContractTextQuery,
  useDeliveryQuery,
  useTimelineQuery,
  useWaiveReviewMutation,
} = purchaseApi;

/** The API's answer for a record that does not exist or belongs to another member. */
export const isNotFoundError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'N00404';
