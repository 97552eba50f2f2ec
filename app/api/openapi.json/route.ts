import { openApiDocument } from '@/lib/server/http/openapi';

// GET /api/openapi.json - the OpenAPI 3.1 document of the API, raw (not in the envelope) so tools read it as is
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
