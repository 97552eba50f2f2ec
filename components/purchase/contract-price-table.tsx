import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import { cx } from '@/lib/theme/cx';
import { balanceDueOf, type ContractPrice } from '@/lib/sale/purchases';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/purchase/states';
import { AmountTable } from './amount-table';
import { FactList } from './fact-list';
import { BALANCE_LABEL, DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { PART, QUANTITY, TOTAL_WITH_TAX } from '@/lib/words/vehicle';
import { AMOUNT_DUE, PAYMENT_STATE } from '@/lib/words/purchase';

/** The contract's price split as a contract states it (5% business tax within the total), then what the recorded payments add up to. */
export function ContractPriceTable({ price, paymentStatus, paid }: { price: ContractPrice; paymentStatus: PaymentStatus; paid: number }) {
  return (
    <div className={cx('ui-stack-4')}>
      <AmountTable
        caption="合約價格"
        rows={[
          { label: '車價（含烤漆）', value: price.vehicle },
          { label: PART, value: price.options },
          ...(price.discount ? [{ label: DISCOUNT_LABEL, value: formatTwdLine(-price.discount) }] : []),
          { label: QUANTITY, value: `${price.quantity} 台` },
          { label: '未稅金額', value: price.net },
          { label: '營業稅（5%）', value: price.tax },
          { label: TOTAL_WITH_TAX, value: price.total, strong: true },
          { label: DEPOSIT_LABEL, value: price.deposit },
          { label: BALANCE_LABEL, value: price.balance },
        ]}
      />
      <FactList
        facts={[
          { label: PAYMENT_STATE, value: PAYMENT_STATUS_LABELS[paymentStatus] ?? paymentStatus },
          { label: '已付金額', value: formatTwd(paid) },
          { label: AMOUNT_DUE, value: formatTwd(balanceDueOf(price, paid)) },
        ]}
      />
    </div>
  );
}
