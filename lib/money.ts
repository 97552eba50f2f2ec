const twd = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** NT$ with thousands separators, e.g. NT$ 1,028,000 (prices include the 5% business tax). */
export const formatTwd = (amount: number) => `NT$ ${twd.format(amount)}`;
