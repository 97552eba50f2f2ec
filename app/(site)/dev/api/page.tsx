import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageIntro } from '@/components/layout/page-intro';
import { ApiReference } from '@/components/dev/api-reference';
import { openApiDocument } from '@/lib/server/http/openapi';

export const metadata: Metadata = { title: 'API 說明', robots: { index: false, follow: false } };

// The reference of /api/openapi.json, for development only: production answers 404.
export default async function Page() {
  await connection();
  if (process.env.NODE_ENV === 'production') notFound();
  return (
    <PageIntro title="API 說明" lead="由 /api/openapi.json 產生：每個呼叫的參數、內容與回應代碼。">
      <ApiReference document={openApiDocument()} />
    </PageIntro>
  );
}
