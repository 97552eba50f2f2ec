'use client';

import { callTarget } from '@/lib/api/contract/calls';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import { TOKEN_HEADER } from '@/lib/api/token-headers';
import { useAppSelector } from '@/store/hooks';
import { useContractTextQuery } from '@/store/purchase-api';
import { ContractDocumentView } from './contract-document';
import { PdfDownloadButton } from './pdf-download-button';
import { DetailFrame } from './detail-frame';
import { DetailGate } from './detail-gate';
import { RecordLinks } from './record-links';
import { CONTRACT_DETAIL, CONTRACT_FULL_TEXT, CONTRACT_SPEC, RELATED_PAGES } from '@/lib/words/purchase';

/** contract-text-{uuid}: the contract in full, as made, with its PDF. */
export function ContractTextView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = useContractTextQuery(uuid);
  const token = useAppSelector((state) => state.login.cvWebToken);
  return (
    <DetailGate query={query} what={CONTRACT_FULL_TEXT}>
      {(contract) => (
        <DetailFrame tab={tab}>
          <RecordLinks
            label={RELATED_PAGES}
            links={[
              { href: purchaseDetailPath('contract-detail', uuid, tab), label: CONTRACT_DETAIL },
              { href: purchaseDetailPath('contract-spec', uuid, tab), label: CONTRACT_SPEC },
            ]}
          />
          <div>
            <PdfDownloadButton
              path={callTarget('GET /order/contract/v1/{uuid}/pdf', { uuid }).path}
              headers={token ? { [TOKEN_HEADER]: token } : {}}
              filename={`${contract.number}.pdf`}
              failure="合約 PDF 下載失敗，請稍後再試"
            />
          </div>
          <ContractDocumentView contract={contract} />
        </DetailFrame>
      )}
    </DetailGate>
  );
}
