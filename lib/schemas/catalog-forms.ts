import { z } from './zh-errors';
import { nameKey } from '@/lib/catalog/names';
import { recordId } from './record-id';
import { isCalendarDay } from '@/lib/format/dates';
import { AVAILABILITY_KINDS } from '@/lib/catalog/priced-items';
import { MAX_PRICE, MAX_PRICE_MESSAGE } from '@/lib/format/money';
import { MAX_ORDER_QUANTITY } from './order';
import { FAMILY_DRAWINGS } from '@/lib/catalog/family-drawings';
import { isMediaPath } from './media-forms';
import { TITLE } from '@/lib/words/editor';
import { versionField } from './fields';
import { COLOR_NAME, FAMILY_NAME, PART_NOTE, SERIES_CODE, TAGLINE } from '@/lib/words/vehicle';

// The catalog console's forms and the bodies of its calls (issue 20; docs/staff-api.md): one schema
// each, read by the console's form and the route alike.

const version = versionField;

export const priceField = z
  .int({ error: '價格請填整數（新臺幣元）' })
  .min(0, { error: '價格不可小於 0' })
  .max(MAX_PRICE, { error: MAX_PRICE_MESSAGE });

export const priceListFields = {
  name: z
    .string()
    .trim()
    .min(2, { error: '請為價格表命名（至少 2 個字），例如「2027 年價格表」' })
    .max(40, { error: '名稱不可超過 40 個字' }),
  /** The day in Taipei from which its prices are in force: today or later. */
  effectiveDate: z.string().refine(isCalendarDay, { error: '請選擇生效日期' }),
};

export const priceListSchema = z.strictObject({
  version,
  ...priceListFields,
  entries: z
    .array(z.strictObject({ itemId: z.uuid({ error: '項目代碼不正確' }), price: priceField }), { error: '請至少調整一個價格' })
    .min(1, { error: '請至少調整一個價格' })
    .max(300, { error: '一張價格表最多 300 個項目' }),
});
export type PriceListInput = z.infer<typeof priceListSchema>;

export const priceListParams = z.strictObject({ id: z.uuid({ error: '車系代碼不正確' }), listId: z.uuid({ error: '價格表代碼不正確' }) });

export const availabilitySchema = z.strictObject({
  version,
  kind: z.literal(AVAILABILITY_KINDS, { error: '請指定項目種類' }),
  itemId: z.uuid({ error: '項目代碼不正確' }),
  /** false: withdrawn from sale; true: on sale again. */
  available: z.boolean({ error: '請指定上架或停售' }),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;

// ── The catalog's records (issue 20): a family's details, new items, a part's rules ──

const named = (what: string, max: number) =>
  z
    .string({ error: `請輸入${what}` })
    .trim()
    .min(1, { error: `請輸入${what}` })
    .max(max, { error: `${what}不可超過 ${max} 個字` });

/** A wheel base in millimetres, as the catalog gives it. */
const wheelBaseField = z
  .int({ error: '軸距請填整數（mm）' })
  .min(1500, { error: '軸距不可小於 1500 mm' })
  .max(9000, { error: '軸距不可大於 9000 mm' });

export const familyDetailsFields = {
  name: named(FAMILY_NAME, 40),
  tagline: named(TAGLINE, 60),
  description: z
    .string({ error: '請輸入車系介紹' })
    .trim()
    .min(20, { error: '車系介紹至少 20 個字' })
    .max(1000, { error: '車系介紹不可超過 1000 個字' }),
  maxQuantity: z
    .int({ error: '每筆預購上限請填整數' })
    .min(1, { error: '每筆預購上限至少 1 台' })
    .max(MAX_ORDER_QUANTITY, { error: `每筆預購上限不可超過 ${MAX_ORDER_QUANTITY} 台` }),
  /** One of the drawings or an uploaded picture. */
  image: z
    .string({ error: '請選擇車系圖片' })
    .refine((image) => (FAMILY_DRAWINGS as readonly string[]).includes(image) || isMediaPath(image), { error: '請選擇車系圖片' }),
  /** What the family list and page show first, such as 總重 3.5 噸. */
  keySpecs: z
    .array(z.strictObject({ label: named('規格名稱', 10), value: named('規格內容', 30) }), { error: '請填主要規格' })
    .max(6, { error: '主要規格最多 6 項' })
    .refine((specs) => new Set(specs.map((spec) => nameKey(spec.label))).size === specs.length, { error: '主要規格的名稱不可重複' }),
  /** Shown on the site (its list, its page, the sitemap) and orderable. */
  published: z.boolean({ error: '請指定是否在網站上架' }),
};
export const familyDetailsSchema = z.strictObject({ version, ...familyDetailsFields });
export type FamilyDetailsInput = z.infer<typeof familyDetailsSchema>;

/** A new family: its details and its series; it starts off the site. */
export const familyCreateSchema = z
  .strictObject(familyDetailsFields)
  .omit({ published: true })
  .extend({ series: named(SERIES_CODE, 20) });
export type FamilyCreateInput = z.infer<typeof familyCreateSchema>;

/** A part's name, description and the rules of its choice: its exclusive group and the least wheel base it fits. */
export const partRuleFields = {
  name: named('配件名稱', 40),
  description: named(PART_NOTE, 300),
  /** Parts of one group exclude each other; empty: none. */
  exclusiveGroup: z
    .string()
    .trim()
    .max(30, { error: '擇一組名稱不可超過 30 個字' })
    .nullable()
    .transform((group) => group || null),
  minWheelBase: wheelBaseField.nullable(),
};
export const partRulesSchema = z.strictObject({ version, ...partRuleFields });
export type PartRulesInput = z.infer<typeof partRulesSchema>;
export const partParams = z.strictObject({ id: z.uuid({ error: '車系代碼不正確' }), partId: z.uuid({ error: '配件代碼不正確' }) });

/** A new item is on sale at once, or kept off sale until it is reinstated. */
const added = { version, available: z.boolean({ error: '請指定是否立即販售' }) };

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const hexField = z.string({ error: '請選擇色碼' }).regex(HEX_COLOR, { error: '色碼格式為 #RRGGBB，例如 #1F4E79' });

/** A color's name and shade and the names of its paints (each once); their surcharges change by price list. */
export const colorWordsSchema = z.strictObject({
  version,
  name: named(COLOR_NAME, 20),
  hex: hexField,
  materials: z
    .array(z.strictObject({ id: recordId('烤漆代碼不正確'), name: named('烤漆名稱', 20) }), { error: '請填烤漆名稱' })
    .min(1, { error: '請填烤漆名稱' })
    .max(50, { error: '一個顏色最多 50 種烤漆' }),
});
export type ColorWordsInput = z.infer<typeof colorWordsSchema>;
export const colorParams = z.strictObject({ id: recordId('車系代碼不正確'), colorId: recordId('顏色代碼不正確') });

export const newItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...added,
      kind: z.literal('vehicle'),
      hp: z.int({ error: '馬力請填整數' }).min(50, { error: '馬力不可小於 50 hp' }).max(1000, { error: '馬力不可大於 1000 hp' }),
      suspension: named('懸吊', 20),
      ratCode: named('齒比', 20),
      gearBox: named('變速箱', 20),
      wheelBase: wheelBaseField,
      wheelCount: named('輪數', 20),
      price: priceField.min(1, { error: '車型價格必須大於 0' }),
    }),
    z.strictObject({
      ...added,
      kind: z.literal('color'),
      name: named(COLOR_NAME, 20),
      hex: hexField,
      /** A color is offered only with a paint: its first one. */
      materialName: named('烤漆名稱', 20),
      surcharge: priceField,
    }),
    z.strictObject({
      ...added,
      kind: z.literal('material'),
      colorId: z.uuid({ error: '請選擇顏色' }),
      name: named('烤漆名稱', 20),
      surcharge: priceField,
    }),
    z.strictObject({
      ...added,
      kind: z.literal('part'),
      partKind: z.literal(['origin', 'local'], { error: '請選擇原廠或在地配件' }),
      ...partRuleFields,
      price: priceField,
    }),
  ],
  { error: '請選擇要新增的項目種類' },
);
export type NewItemInput = z.infer<typeof newItemSchema>;

// ── The pre-order agreement's versions (issue 20) ──

/** A version's code, as a pre-order names the version its buyer accepted. */
export const AGREEMENT_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,39}$/;

export const agreementSchema = z.strictObject({
  /** The version the editor saw in force: another published meanwhile is S00409. */
  replaces: z.string({ error: '缺少目前版本，請重新載入頁面' }).max(40),
  version: z
    .string({ error: '請輸入版本代號' })
    .trim()
    .regex(AGREEMENT_VERSION_PATTERN, { error: '版本代號只能用英文、數字、點與連字號（最多 40 字元），例如 2027-01' }),
  title: named(TITLE, 60),
  text: z
    .string({ error: '請輸入須知內容' })
    .trim()
    .min(50, { error: '須知內容至少 50 個字' })
    .max(20_000, { error: '須知內容不可超過 20,000 個字' }),
});
export type AgreementInput = z.infer<typeof agreementSchema>;

// ── The vehicle sale contract's terms (issue 36) ──

/** A new version of the contract's terms: as the agreement's, with a text whose `{{…}}` name the contract's facts. */
export const contractTermsSchema = agreementSchema.extend({
  text: z
    .string({ error: '請輸入契約條款' })
    .trim()
    .min(200, { error: '契約條款至少 200 個字' })
    .max(20_000, { error: '契約條款不可超過 20,000 個字' }),
});
export type ContractTermsInput = z.infer<typeof contractTermsSchema>;
