import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { quotePdfFile } from '@/lib/server/pdf/quote-pdf';
import { memberQuoteDocument } from '@/lib/server/services/quote-document';

// GET /api/order/quote/v1/{uuid}/pdf?version=N - one of the member's quotes as a PDF: that version, the latest issued, or the estimate
export const GET = route(operations.quotePdf, async ({ db, auth, params, query }) =>
  ok(null, { file: await quotePdfFile(await memberQuoteDocument(db, auth.memberId, params.uuid, query.version)) }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
