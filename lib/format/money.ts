const twd = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** NT$ with thousands separators, e.g. NT$ 1,028,000 (prices include the 5% business tax). */
export const formatTwd = (amount: number) => `NT$ ${twd.format(amount)}`;

// The limits of every amount the portal stores (issue 35). The database keeps money in 64-bit columns
// and JavaScript reads them as numbers, which hold whole NT$ exactly only up to Number.MAX_SAFE_INTEGER:
// every amount stays below the order total's limit, far under it.

/** The highest price of one item (a vehicle, a paint, a part) the catalog takes: NT$ 100 million, far above any truck. */
export const MAX_PRICE = 100_000_000;
export const MAX_PRICE_MESSAGE = '價格不可超過 1 億元';

/** The highest total of one pre-order (and so of a contract, its deposit and what is paid): NT$ 10 billion. */
export const MAX_ORDER_TOTAL = 10_000_000_000;
export const MAX_ORDER_TOTAL_MESSAGE = '每筆預購的總金額不可超過新臺幣 100 億元，請減少數量或選配項目';
export const MAX_DEPOSIT_MESSAGE = '訂金不可超過新臺幣 100 億元';
export const MAX_PAYMENT_MESSAGE = '收款金額不可超過新臺幣 100 億元';

/** An amount of a list of costs that may be taken off (a discount): −NT$ 20,000, with a true minus sign. */
export const formatTwdLine = (amount: number) => (amount < 0 ? `−${formatTwd(-amount)}` : formatTwd(amount));
