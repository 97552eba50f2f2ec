import type { AnswerOf } from '@/lib/api/contract/calls';
import type { QuoteAcceptInput } from '@/lib/schemas/quotes';
import { api, endpoint, withBody, withoutArgument } from './api';

/** One of the member's quotes with its estimate, as the API answers it. */
export type Quote = AnswerOf<'GET /order/quote/v1/{uuid}'>;

/** 報價單: the member's quotes (docs/api.md, section order). */
export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    // my quotes, newest first
    quotes: build.query({ ...withoutArgument('GET /order/quote/v1', { auth: true }), providesTags: ['Quotes'] }),
    // one quote with its estimate
    quote: build.query({
      ...endpoint('GET /order/quote/v1/{uuid}', (uuid: string) => ({ params: { uuid }, auth: true })),
      providesTags: ['Quotes'],
    }),
    // ask a point's dealer for a quote; the estimate comes back at once
    requestQuote: build.mutation({ ...withBody('POST /order/quote/v1', { auth: true }), invalidatesTags: ['Quotes'] }),
    // accept a version of my quote: the pre-order at the quoted price comes back
    acceptQuote: build.mutation({
      ...endpoint('POST /order/quote/v1/{uuid}/accept', ({ uuid, ...body }: { uuid: string } & QuoteAcceptInput) => ({
        params: { uuid },
        body,
        auth: true,
      })),
      invalidatesTags: ['Quotes', 'Purchases'],
    }),
    // a visitor asks: the estimate comes back at once, the dealer hears of it once the mailed link is opened
    requestVisitorQuote: build.mutation(withBody('POST /order/quote/v1/visitor')),
  }),
});

export const { useQuotesQuery, useQuoteQuery, useRequestQuoteMutation, useRequestVisitorQuoteMutation, useAcceptQuoteMutation } = quoteApi;
