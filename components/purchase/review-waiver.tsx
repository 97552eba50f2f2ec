'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/forms/form-alert';
import { formatDateTime } from '@/lib/format/dates';
import { REVIEW_PERIOD_DAYS, REVIEW_WAIVER_TERMS } from '@/lib/sale/deposit-terms';
import type { ContractDetail } from '@/lib/sale/purchases';
import { reviewWaiverSchema } from '@/lib/schemas/order';
import { cx } from '@/lib/theme/cx';
import { useWaiveReviewMutation } from '@/store/purchase-api';
import { Section } from './section';
import { BACK } from '@/lib/words/actions';

const UNDERSTOOD_MESSAGE = reviewWaiverSchema.shape.understood.safeParse(false).error?.issues[0].message ?? '';

/**
 * 審閱期 on a contract under review: until when it runs, and the buyer's written waiver of the rest of
 * it, asked for only after saying what they give up; once given, when they gave it.
 */
export function ReviewWaiver({ contract, now = new Date() }: { contract: ContractDetail; now?: Date }) {
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState('');
  const [waive, { isLoading }] = useWaiveReviewMutation();
  if (contract.status !== 'reviewing') return null;
  if (contract.reviewWaivedAt)
    return (
      <Section title="審閱期">
        <p>您已於 {formatDateTime(contract.reviewWaivedAt)} 在會員專區聲明放棄剩餘的審閱期，經銷商可以和您約定簽約。</p>
      </Section>
    );
  if (now >= new Date(contract.reviewUntil)) return null;
  return (
    <Section title="審閱期">
      <div className={cx('ui-stack-3')}>
        <p>
          您有 {REVIEW_PERIOD_DAYS} 天的審閱期，至 {formatDateTime(contract.reviewUntil)} 止。審閱期結束前，經銷商不會請您簽約。
        </p>
        <p className={cx('ui-muted')}>如果您已詳細看過合約，想在審閱期結束前簽約，可以放棄剩餘的審閱期。</p>
        {!asking ? (
          <div>
            <Button variant="outline" tone="brand" onClick={() => setAsking(true)}>
              放棄剩餘審閱期…
            </Button>
          </div>
        ) : (
          <form
            aria-label="放棄剩餘審閱期"
            className={cx('ui-stack-3')}
            onSubmit={async (event) => {
              event.preventDefault();
              if (!understood) return setProblem(UNDERSTOOD_MESSAGE);
              setProblem('');
              const result = await waive(contract.uuid);
              if ('error' in result) setProblem((result.error as { message?: string }).message ?? '目前無法送出，請稍後再試');
            }}
          >
            <p className={cx('ui-strong')}>放棄剩餘審閱期之前，請確認：</p>
            <ul>
              {REVIEW_WAIVER_TERMS.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <Checkbox
              checked={understood}
              invalid={problem === UNDERSTOOD_MESSAGE}
              onChange={(event) => setUnderstood(event.target.checked)}
            >
              我已了解放棄審閱期的影響
            </Checkbox>
            <FormAlert message={problem} />
            <div className={cx('ui-wrap-3')}>
              <Button type="submit" tone="brand" loading={isLoading}>
                確認放棄剩餘審閱期
              </Button>
              <Button variant="ghost" onClick={() => setAsking(false)}>
                {BACK}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}
