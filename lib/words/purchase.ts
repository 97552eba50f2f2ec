// The names of the purchase's records and of their parts, as the member's pages, the staff console and
// the server's messages show them (one owner; the states' words are in lib/purchase/states.ts).

export const PREORDER = '預購單';
export const PREORDER_NUMBER = '預購單號';
export const PREORDER_SPEC = '預購單規格';
export const PREORDER_DATE = '預購日期';
export const ORIGINAL_PREORDER = '原預購單';
export const CANCEL_PREORDER = '取消預購單';
/** Where a pre-order's or a contract's price comes from when the buyer accepted a quote. */
export const PRICE_BASIS = '價格依據';

export const CONTRACT = '合約';
export const CONTRACT_NUMBER = '合約編號';
export const CONTRACT_DATE = '合約日期';
export const CONTRACT_SPEC = '合約規格';
export const CONTRACT_DETAIL = '合約明細';
export const CONTRACT_FULL_TEXT = '合約全文';
export const CONTRACT_AND_DELIVERY = '合約與交車';
export const NOT_SIGNED = '尚未簽約';
export const REVIEW_UNTIL = '審閱期至';
export const PRICE_AND_PAYMENT = '價格與付款';

export const DELIVERY_PROGRESS = '交車進度';
export const PURCHASE_MANAGEMENT = '購車管理';
export const GO_TO_PURCHASE_MANAGEMENT = '前往購車管理';
export const CANCEL_REASON = '取消原因';
export const RELATED_PAGES = '相關頁面';
export const SIGNED_DATE = '簽約日期';
export const BUYER = '買方';
export const DELIVERY_STAGE = '交車階段';
export const PAYMENT_STATE = '付款狀態';
export const AMOUNT_DUE = '尚待付款';

/** A pre-order or a contract named with its number, as a sentence starts: 預購單 PO…, 合約 CT…. */
export const preorderNamed = (number: string) => `${PREORDER} ${number}`;
