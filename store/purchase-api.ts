import type { ContractDetail, ContractSummary, Delivery, PreorderDetail, PreorderSummary } from '@/lib/purchases';
import type { ContractDocument } from '@/lib/schemas/contract-text';
import type { PreorderCancelInput } from '@/lib/schemas/order';
import { api } from './api';

/** One line of a purchase's history, as the member reads it. */
export interface TimelineEntry {
  at: string;
  title: string;
  detail: string;
}

/** 購車管理: the member's pre-orders, contracts and deliveries (docs/api.md, section order); the one thing the buyer does here is waive the review period. */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET /order/order/v1 - my pre-orders, newest first
    preorders: build.query<PreorderSummary[], void>({
      query: () => ({ path: '/order/order/v1', auth: true }),
      providesTags: ['Purchases'],
    }),
    // GET /order/order/v1/{uuid} - one pre-order with its frozen spec
    preorder: build.query<PreorderDetail, string>({
      query: (uuid) => ({ path: `/order/order/v1/${encodeURIComponent(uuid)}`, auth: true }),
      providesTags: ['Purchases'],
    }),
    // POST /order/order/v1/{uuid}/cancel - cancel my own pre-order before a contract, with a reason
    cancelPreorder: build.mutation<PreorderDetail, { uuid: string } & PreorderCancelInput>({
      query: ({ uuid, ...body }) => ({ path: `/order/order/v1/${encodeURIComponent(uuid)}/cancel`, method: 'POST', body, auth: true }),
      invalidatesTags: ['Purchases'],
    }),
    // GET /order/contract/v1 - my contracts, newest first
    contracts: build.query<ContractSummary[], void>({
      query: () => ({ path: '/order/contract/v1', auth: true }),
    }),
    // GET /order/contract/v1/{uuid} - one contract with its spec
    contract: build.query<ContractDetail, string>({
      query: (uuid) => ({ path: `/order/contract/v1/${encodeURIComponent(uuid)}`, auth: true }),
      providesTags: ['Contract'],
    }),
    // GET /order/contract/v1/{uuid}/text - my contract in full, under the terms version it was made with
    contractText: build.query<ContractDocument, string>({
      query: (uuid) => ({ path: `/order/contract/v1/${encodeURIComponent(uuid)}/text`, auth: true }),
      providesTags: ['Contract'],
    }),
    // POST /order/contract/v1/{uuid}/waive-review - the buyer waives the rest of the review period
    waiveReview: build.mutation<{ reviewWaivedAt: string }, string>({
      query: (uuid) => ({
        path: `/order/contract/v1/${encodeURIComponent(uuid)}/waive-review`,
        method: 'POST',
        body: { understood: true },
        auth: true,
        quiet: true,
      }),
      // The page reads the contract and its timeline (with the waiver's line) again.
      invalidatesTags: ['Contract', 'Timeline'],
    }),
    // GET /order/timeline/v1/{uuid} - what happened to a pre-order and its contract, moved dates and why
    timeline: build.query<TimelineEntry[], string>({
      query: (preorderUuid) => ({ path: `/order/timeline/v1/${encodeURIComponent(preorderUuid)}`, auth: true }),
      providesTags: ['Purchases', 'Timeline'],
    }),
    // GET /order/delivery/v1/{contractUuid} - the delivery milestones of a contract
    delivery: build.query<Delivery, string>({
      query: (contractUuid) => ({ path: `/order/delivery/v1/${encodeURIComponent(contractUuid)}`, auth: true }),
    }),
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
