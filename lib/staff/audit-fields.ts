// An audit entry's fields as the administrator reads them on the audit page and in the CSV: every field
// named in words, every code (status, role, dealer, person, method) by its name, every time in Taipei's.
// The entries keep the raw values; only their reading is here.
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { DRAWING_NAMES } from '@/lib/content/drawing-names';
import { NEWS_CATEGORIES, type NewsCategory } from '@/lib/content/news-categories';
import { NEWS_STATUS_LABELS, type NewsStatus } from '@/lib/content/news-status';
import { formatTwd } from '@/lib/format/money';
import {
  CONTRACT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PREORDER_STATUS_LABELS,
  type ContractStatus,
  type PaymentStatus,
  type PreorderStatus,
} from '@/lib/purchase/states';
import type { AuditRecordKind } from './audit-actions';
import { TEST_DRIVE_STATUS_LABELS, type TestDriveStatus } from '../test-drive/booking-rules';
import { QUOTE_STATUS_LABELS, QUOTE_VERSION_STATUS_LABELS, type QuoteStatus, type QuoteVersionStatus } from '../purchase/quote-terms';
import { STAFF_NOTICE_LABELS } from './notice-prefs';
import {
  BALANCE_METHOD_LABELS,
  CONTACT_KIND_LABELS,
  DATE_MOVE_REASON_LABELS,
  DEPOSIT_METHOD_LABELS,
  type BalanceMethod,
  type ContactKind,
  type DateMoveReason,
  type DepositMethod,
} from './pipeline';
import { STAFF_ROLE_LABELS, type StaffRole } from './roles';
import { DEALER, EMAIL, NAME, PHONE } from '@/lib/words/people';
import { AMOUNT_DUE, CANCEL_REASON, DELIVERY_STAGE, PAYMENT_STATE, PREORDER, REVIEW_UNTIL } from '@/lib/words/purchase';
import {
  ARTICLE,
  AUTHOR,
  BODY,
  CATEGORY,
  COVER_ALT,
  COVER_PICTURE,
  ISSUE_NUMBER,
  PUBLISH_TIME,
  SLUG,
  SUMMARY,
  TITLE,
} from '@/lib/words/editor';
import { COMPLETED_DATE, PAYMENT_METHOD, PLANNED_DATE, RECEIVED_DATE, ROLE, STATUS, TOTAL } from '@/lib/words/console';

/** The names the codes of an entry stand for, read from the database by whoever shows the entries. */
export interface AuditNames {
  /** dealer code → the dealer's name */
  dealers: Record<string, string>;
  /** staff account id → the person's name */
  staff: Record<string, string>;
}

/** Each field an entry may hold, in words (the fields already written in words keep theirs). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: STATUS,
  dealerCode: DEALER,
  assigneeId: '負責業務',
  signedAt: '簽約時間',
  depositPaid: '訂金',
  depositPaidOn: '訂金付款日',
  depositMethod: '訂金付款方式',
  cancelReason: CANCEL_REASON,
  reviewWaivedAt: '放棄審閱期時間',
  reviewUntil: REVIEW_UNTIL,
  version: '版次',
  byMember: '由會員取消',
  kind: '聯繫方式',
  note: '內容',
  nextStep: '下一步',
  step: '交車步驟',
  label: DELIVERY_STAGE,
  plannedAt: PLANNED_DATE,
  oldDate: '原預計日期',
  newDate: '新預計日期',
  reason: '變更原因',
  reasonText: '原因說明',
  doneAt: COMPLETED_DATE,
  amount: '金額',
  paidOn: RECEIVED_DATE,
  method: PAYMENT_METHOD,
  balancePaid: '已收尾款',
  paid: '已付金額',
  due: AMOUNT_DUE,
  paymentStatus: PAYMENT_STATE,
  preorder: PREORDER,
  total: TOTAL,
  email: EMAIL,
  name: NAME,
  phone: PHONE,
  role: ROLE,
  enrolled: '已完成設定',
  disabled: '停用',
  createdAt: '建立時間',
  title: TITLE,
  slug: SLUG,
  category: CATEGORY,
  summary: SUMMARY,
  body: BODY,
  cover: COVER_PICTURE,
  coverAlt: COVER_ALT,
  seoTitle: '搜尋引擎標題',
  seoDescription: '搜尋引擎說明',
  publishedAt: PUBLISH_TIME,
  issueNo: ISSUE_NUMBER,
  author: AUTHOR,
  article: ARTICLE,
  articles: '文章順序',
  alt: '替代文字',
  width: '寬度',
  height: '高度',
  format: '格式',
  uploadedAt: '上傳時間',
  unreferencedSince: '不再使用起',
  focusX: '焦點（左右）',
  focusY: '焦點（上下）',
  startsAt: '試乘時間',
  calledBackAt: '回電時間',
  quoteVersion: '報價單版次',
  versionStatus: '版本狀態',
  discount: '折扣',
  validUntil: '有效期限',
  refusalReason: '未核准原因',
  limit: '報價折扣上限',
  ...STAFF_NOTICE_LABELS,
};

/** Internal ids, kept in the CSV's raw columns and left out of the words (the record is named beside them). */
const ID_FIELDS = new Set(['uuid']);

/** Fields that hold a day (stored as the day's first instant in Taipei), shown without a time. */
const DAY_FIELDS = new Set(['depositPaidOn', 'plannedAt', 'oldDate', 'newDate', 'doneAt', 'paidOn']);
const MONEY_FIELDS = new Set(['depositPaid', 'amount', 'balancePaid', 'paid', 'due', 'total', 'discount', 'limit']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const wordOf = <T extends string>(labels: Record<T, string>, value: unknown) =>
  typeof value === 'string' && value in labels ? labels[value as T] : undefined;

function statusWord(kind: AuditRecordKind, value: unknown) {
  if (kind === 'preorder') return wordOf<PreorderStatus>(PREORDER_STATUS_LABELS, value);
  if (kind === 'contract') return wordOf<ContractStatus>(CONTRACT_STATUS_LABELS, value);
  if (kind === 'news' || kind === 'magazine') return wordOf<NewsStatus>(NEWS_STATUS_LABELS, value);
  if (kind === 'test-drive') return wordOf<TestDriveStatus>(TEST_DRIVE_STATUS_LABELS, value);
  if (kind === 'quote') return wordOf<QuoteStatus>(QUOTE_STATUS_LABELS, value);
  return undefined;
}

/** A picture's name: a drawing by what it shows, an uploaded one by its file name. */
const pictureWord = (value: unknown) => (typeof value === 'string' ? (DRAWING_NAMES[value] ?? value.split('/').at(-1)) : undefined);

/** A code's words for a field that holds one; undefined when the field holds no code. */
function codeWord(key: string, value: unknown, kind: AuditRecordKind, names: AuditNames): string | undefined {
  switch (key) {
    case 'status':
      return statusWord(kind, value);
    case 'dealerCode':
    case DEALER:
      return typeof value === 'string' ? names.dealers[value] : undefined;
    case 'assigneeId':
      return value === null ? '未指派' : typeof value === 'string' ? (names.staff[value] ?? '已離職人員') : undefined;
    case 'role':
      return wordOf<StaffRole>(STAFF_ROLE_LABELS, value);
    case 'versionStatus':
      return wordOf<QuoteVersionStatus>(QUOTE_VERSION_STATUS_LABELS, value);
    case 'paymentStatus':
      return wordOf<PaymentStatus>(PAYMENT_STATUS_LABELS, value);
    case 'kind':
      return wordOf<ContactKind>(CONTACT_KIND_LABELS, value);
    case 'depositMethod':
      return wordOf<DepositMethod>(DEPOSIT_METHOD_LABELS, value);
    case 'method':
      return wordOf<BalanceMethod>(BALANCE_METHOD_LABELS, value);
    case 'reason':
      return wordOf<DateMoveReason>(DATE_MOVE_REASON_LABELS, value);
    case 'category':
      return NEWS_CATEGORIES.find((category: NewsCategory) => category.slug === value)?.name;
    case 'cover':
    case 'image':
    case '圖片':
      return pictureWord(value);
    case 'step':
      return typeof value === 'number' ? `第 ${value + 1} 步` : undefined;
    default:
      return undefined;
  }
}

/** One value in words: a code by its name, money as NT$, a time in Taipei's, yes or no, a list one by one. */
export function auditValueText(key: string, value: unknown, kind: AuditRecordKind, names: AuditNames): string {
  const word = codeWord(key, value, kind, names);
  if (word !== undefined) return word;
  if (value === null || value === undefined || value === '') return '（無）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return MONEY_FIELDS.has(key) ? formatTwd(value) : String(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return DAY_FIELDS.has(key) ? formatDate(value) : formatDateTime(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => auditValueText(key, item, kind, names)).join('、');
  return Object.entries(value)
    .map(([inner, item]) => `${AUDIT_FIELD_LABELS[inner] ?? inner} ${auditValueText(inner, item, kind, names)}`)
    .join('，');
}

// The database keeps an entry's fields in its own order; they are read in the order of the list above.
const FIELD_ORDER = Object.keys(AUDIT_FIELD_LABELS);
const orderOf = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);

/** A change's fields, one `名稱：值` a line, in words. */
export function auditFieldsText(fields: unknown, kind: AuditRecordKind, names: AuditNames): string {
  if (fields === null || fields === undefined) return '';
  if (typeof fields !== 'object') return String(fields);
  return Object.entries(fields)
    .filter(([key]) => !ID_FIELDS.has(key))
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([key, value]) => `${AUDIT_FIELD_LABELS[key] ?? key}：${auditValueText(key, value, kind, names)}`)
    .join('\n');
}
