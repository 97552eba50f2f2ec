// The one wording of what is paid when (SPEC: the deposit), for every screen, the agreement and the terms.
import { DEPOSIT_RATE, DEPOSIT_ROUNDING } from './pricing';

/** The label beside the deposit's amount, wherever it is shown. */
export const DEPOSIT_LABEL = '訂金（簽約時支付）';
/** The balance's label on the contract. */
export const BALANCE_LABEL = '尾款（交車時付清）';

/** What is paid when: nothing with the pre-order, the deposit at signing, the balance at handover. */
export const PAYMENT_TERMS = `送出預購不需付款；訂金為總價的 ${DEPOSIT_RATE * 100}%（以新臺幣 ${DEPOSIT_ROUNDING.toLocaleString('en-US')} 元為單位進位），於簽約時支付；尾款於交車時付清。`;
