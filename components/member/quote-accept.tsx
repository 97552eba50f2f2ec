'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatTwd } from '@/lib/format/money';
import { depositFor } from '@/lib/sale/pricing';
import { showToast } from '@/lib/site/toasts';
import { cx } from '@/lib/theme/cx';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { TOTAL_WITH_TAX } from '@/lib/words/vehicle';
import { useGetFamilyQuery } from '@/store/order-api';
import { useAcceptQuoteMutation, type Quote } from '@/store/quote-api';
import { outcomeOf } from '../account/outcome';
import { FormAlert } from '../forms/form-alert';
import { ModalDialog } from '../forms/modal-dialog';

type Version = Quote['versions'][number];

/**
 * 接受報價: on the current version of a member's quote, a dialog that says what accepting makes (a pre-order at
 * the quoted price, nothing paid now), shows the pre-order terms in force to agree to, and accepts.
 */
export function QuoteAccept({ quote, version }: { quote: Quote; version: Version }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} tone="brand" onClick={() => setOpen(true)}>
        接受此報價…
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={`接受報價單 ${version.number}`} returnFocusTo={() => opener.current}>
        {open && <AcceptForm quote={quote} version={version} onCancel={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}

function AcceptForm({ quote, version, onCancel }: { quote: Quote; version: Version; onCancel(): void }) {
  const router = useRouter();
  const family = useGetFamilyQuery(quote.configuration.family.uuid);
  const [accept, { isLoading }] = useAcceptQuoteMutation();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState('');
  const agreement = family.data?.agreement;
  const price = version.price.total - version.discount;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreement?.version) return;
    if (!agreed) return setFailure('請閱讀並同意預購須知');
    const result = await accept({ uuid: quote.uuid, version: version.version, acceptAgreement: true, agreementVersion: agreement.version });
    const error = outcomeOf(result);
    if (error || !result.data) return setFailure(error?.message ?? '目前無法接受報價，請稍後再試');
    showToast(`已接受報價，預購單 ${result.data.number} 已成立`, 'success');
    router.push(purchaseDetailPath('preorder-spec', result.data.uuid));
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="接受報價">
      <div className={cx('ui-stack-4')}>
        <ul className={cx('pu-cancel-list')}>
          <li>
            將依{version.label}的金額成立預購單：{TOTAL_WITH_TAX} {formatTwd(price)}（已扣經銷商折扣），{DEPOSIT_LABEL}{' '}
            {formatTwd(depositFor(price))}。
          </li>
          <li>之後價目表調整，不影響這張預購單的價格。</li>
          <li>送出預購不需付款；經銷商會與您聯繫並提供合約審閱。</li>
        </ul>
        <FormAlert message={failure} />
        {family.isError && <FormAlert message="目前無法載入預購須知，請稍後再試。" />}
        {agreement && (
          <div className={cx('ui-stack-3')}>
            <h3 id="quote-agreement-title">預購須知（第 {agreement.version} 版）</h3>
            <div tabIndex={0} role="region" aria-labelledby="quote-agreement-title" className={cx('cf-agreement-text')}>
              {agreement.text}
            </div>
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
              我已閱讀並同意預購須知
            </Checkbox>
          </div>
        )}
        <div className={cx('ui-wrap-3')}>
          <Button type="submit" tone="brand" loading={isLoading} loadingText="送出中…" disabled={!agreement?.version}>
            接受報價並成立預購單
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={isLoading}>
            返回
          </Button>
        </div>
      </div>
    </form>
  );
}
