import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { contractPdfFile } from '@/lib/server/pdf/contract-pdf';
import { memberContractText } from '@/lib/server/services/contract-text';

// GET /api/order/contract/v1/{uuid}/pdf - the member's own contract in full as a PDF
export const GET = route(operations.contractPdf, async ({ db, auth, params }) =>
  ok(null, { file: await contractPdfFile(await memberContractText(db, auth.memberId, params.uuid)) }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
