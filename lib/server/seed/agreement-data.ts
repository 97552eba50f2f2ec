import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { PAYMENT_TERMS } from '@/lib/sale/deposit-terms';

export const AGREEMENT = {
  version: '2026-01',
  title: '泰嵐商用車線上預購條款',
  publishedAt: '2026-01-01',
  text: [
    '一、本預購為購車意向之登記，於雙方簽訂正式汽車買賣契約前，不構成買賣契約之成立。',
    `二、預購送出後，本公司將於 3 個工作天內由業務人員與您聯繫確認車輛規格、交車地點與付款方式。${PAYMENT_TERMS}`,
    `三、正式契約提供至少 ${REVIEW_PERIOD_DAYS} 日之審閱期間，您得於審閱期間內攜回審閱，審閱期間屆滿前不得要求簽約。`,
    '四、網站所列價格均為新臺幣含 5% 營業稅之建議售價，不含牌照稅、燃料費、保險及領牌規費。打造廠配件之價格以打造廠報價為準，如有差異將於簽約前告知。',
    '五、於簽訂正式契約前，您得隨時取消預購，無須負擔任何費用。',
    '六、您所提供之個人資料僅用於本次購車聯繫、契約與交車作業，並依個人資料保護法及本公司隱私權政策處理。',
  ].join('\n\n'),
};
