import type { Metadata } from 'next';
import { PreorderResult } from '@/components/configurator/preorder-result';
import { PageIntro } from '@/components/layout/page-intro';
import { PageStore } from '@/components/layout/page-store';
import { PREORDER_ID_QUERY } from '@/lib/urls/preorder';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { purchaseRecordData } from '@/lib/server/services/purchase-page-access';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: '預購結果', robots: { index: false } };

/** The pre-order named by ?id=, the member's own; another's or none is a 404 like its preorder-spec page. */
export default async function PreorderResultPage({ searchParams }: PageProps<'/vehicleowner/preorder-result'>) {
  const raw = (await searchParams)[PREORDER_ID_QUERY];
  const uuid = raw === undefined ? null : purchaseUuidOrNotFound(String(raw));
  // The member's own pre-order renders with the page (read for the session cookie's member), as on its preorder-spec page.
  const preorder = uuid ? await purchaseRecordData('preorder-spec', uuid) : null;
  return (
    <PageIntro title="預購結果" lead="您的預購單送出結果。">
      <PageStore>
        <QuerySeeds seeds={uuid && preorder ? [{ endpoint: 'preorder', arg: uuid, data: preorder }] : []}>
          <PreorderResult uuid={uuid} vouched={preorder !== null} />
        </QuerySeeds>
      </PageStore>
    </PageIntro>
  );
}
