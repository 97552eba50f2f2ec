// The words for a configured vehicle and its price, as the configurator, the member's purchase pages and
// the staff console show them (one owner).

export const FAMILY = '車系';
export const COLOR = '車色';
export const ORIGIN_PARTS = '原廠配件';
export const LOCAL_PARTS = '在地加裝';
export const QUANTITY = '數量';
/** The counting word for trucks: 1 台. */
export const UNIT = '台';
export const TOTAL_WITH_TAX = '總價（含稅）';
export const UNIT_PRICE = '單台價格';
export const PRICE_DETAILS = '價格明細';
export const NO_EXTRA_CHARGE = '不加價';
