import { SiteLink as Link } from '@/components/layout/site-link';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { formatTwd } from '@/lib/format/money';
import { DEPOSIT_RATE, DEPOSIT_ROUNDING, depositFor } from '@/lib/sale/pricing';
import { BUSINESS_TAX_RATE, CONTRACT_DEPOSIT_CAP } from '@/lib/sale/purchases';
import { MILESTONES } from '@/lib/purchase/states';
import { PAYMENT_TERMS } from '@/lib/sale/deposit-terms';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { VEHICLE_OWNER } from '@/lib/words/pages';

const percent = (rate: number) => new Intl.NumberFormat('zh-TW', { style: 'percent', maximumFractionDigits: 1 }).format(rate);
/** An example price to show the deposit rule on. */
const EXAMPLE_TOTAL = 2_316_000;
const handover = MILESTONES.at(-1)!;

/** How buying works, with the rules as the site applies them (the constants, never restated by hand). */
export function OrderGuide() {
  return (
    <>
      <ol className={cx('sh-steps')} aria-label="購車步驟">
        <li>
          <h2>線上配置</h2>
          <p>
            在<Link href={VEHICLE_OWNER_PATH}>{VEHICLE_OWNER}</Link>
            選擇車系，依序選擇車型配備（馬力、懸吊、車軸、變速箱、軸距與輪數）、車色、原廠配件與在地加裝配件。每一步都會即時顯示含{' '}
            {percent(BUSINESS_TAX_RATE)} 營業稅的價格，配置也可以用分享連結保存或傳給同事。
          </p>
        </li>
        <li>
          <h2>登入並送出預購</h2>
          <p>
            送出預購需要個人或企業會員帳號；未登入時可以先登入或註冊，配置內容會保留。請閱讀並同意預購條款後送出。預購是購車意向的登記，
            <strong>不是買賣契約，此時不需付款</strong>，在簽約前可以隨時取消，不需負擔任何費用。
          </p>
        </li>
        <li>
          <h2>經銷商聯繫與契約審閱</h2>
          <p>
            依您的地址分派的經銷商會與您聯繫，確認規格、交車地點與付款方式，並提供正式的汽車買賣契約。簽約前您有至少 {REVIEW_PERIOD_DAYS}{' '}
            天的契約審閱期，可以把契約帶回詳細閱讀，審閱期屆滿前不會要求您簽約。
          </p>
        </li>
        <li>
          <h2>簽約並支付訂金</h2>
          <p>
            訂金於簽約時支付，金額為車價總額的 {percent(DEPOSIT_RATE)}，以 {formatTwd(DEPOSIT_ROUNDING)}{' '}
            為單位無條件進位，且依汽車買賣定型化契約，訂金不會超過總價的 {percent(CONTRACT_DEPOSIT_CAP)}。例如總價{' '}
            {formatTwd(EXAMPLE_TOTAL)} 的訂金為 {formatTwd(depositFor(EXAMPLE_TOTAL))}。
          </p>
        </li>
        <li>
          <h2>生產、領牌與交車</h2>
          <p>
            簽約後車輛排入生產，您可以在會員的「購車管理」隨時查看每個階段的預計與完成日期。尾款於交車時付清；一般約在合約成立後{' '}
            {handover.days} 天交車，實際時程依車型與加裝內容而定。
          </p>
          <ul className={cx('sh-milestones')} aria-label="交車進度的階段">
            {MILESTONES.map((milestone) => (
              <li key={milestone.key}>
                {milestone.label}
                {milestone.days > 0 && `（約第 ${milestone.days} 天）`}
              </li>
            ))}
          </ul>
        </li>
      </ol>
      <section className={cx('sh-callout')} aria-labelledby="order-rules">
        <h2 id="order-rules" className={cx('sh-section-title')}>
          重點整理
        </h2>
        <ul className={cx('sh-prose')}>
          <li>{PAYMENT_TERMS}</li>
          <li>簽約前可隨時取消預購，不需任何費用。</li>
          <li>契約審閱期至少 {REVIEW_PERIOD_DAYS} 天。</li>
          <li>依汽車買賣定型化契約，訂金不會超過總價的 {percent(CONTRACT_DEPOSIT_CAP)}。</li>
          <li>「加裝（在地配件）」階段只在選購在地加裝配件時才有。</li>
        </ul>
      </section>
    </>
  );
}
