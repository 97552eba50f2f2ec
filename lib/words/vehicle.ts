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
export const MODEL = '車型';
export const PART = '配件';
export const PAINT = '烤漆';
export const TAGLINE = '標語';
export const FAMILY_NAME = '車系名稱';
export const COLOR_NAME = '顏色名稱';
export const SERIES_CODE = '系列代號';
export const PART_NOTE = '配件說明';
export const MODELS_AND_PRICES = '車型與售價';
export const TAX_INCLUDED = '（含營業稅）';
export const ILLUSTRATION = '示意圖';
export const LOADING_CONFIGURATION = '正在載入配置…';
export const SAVE_CONFIGURATION = '儲存配置';
export const MY_CONFIGURATIONS = '我的配置';
export const COMPARE_CONFIGURATIONS = '比較配置';
export const ASK_FOR_QUOTE = '索取報價';
export const MY_QUOTES = '報價單';
/** Under every quote: the figures are the site's estimate; the dealer's formal quote is what binds. */
/** 索取報價's lead, on the member's form and the visitor's. */
export const QUOTE_FORM_LEAD = '選擇據點、用途、預計領牌日與付款方式：網站立即試算領牌上路的總價與每月付款，經銷商會來電提供正式報價。';
export const QUOTE_ESTIMATE_NOTE = '以上為網站依您的選擇試算的估價，實際金額以經銷商提供的正式報價單為準。';
