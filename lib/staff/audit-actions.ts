import { CANCEL_PREORDER, CONTRACT, PREORDER } from '@/lib/words/purchase';
import { DEALER } from '@/lib/words/people';
import { FAMILY } from '@/lib/words/vehicle';
import { DEALERS } from '@/lib/words/pages';
import {
  RECORD_CONTACT,
  SIGN_AND_DEPOSIT,
  STAFF_ACCOUNTS,
  STAFF_AGREEMENTS,
  STAFF_CONTRACT_TERMS,
  STAFF_SIGN_IN,
} from '@/lib/words/console';

import { EDIT_COLOR_WORDS, EDIT_PART_RULES, NEW_FAMILY } from '@/lib/words/staff';
// The audit log's actions: the code each change writes, and the words the administrator reads for it
// on the audit page and in the CSV.

export const AUDIT_ACTION_LABELS = {
  'preorder.create': '會員送出預購單',
  'preorder.assign': '指派預購單',
  'preorder.unassign': '解除預購單指派',
  'preorder.contacting': '標記經銷商聯繫中',
  'preorder.take': '業務接手預購單',
  'preorder.contact': RECORD_CONTACT,
  'preorder.cancel': CANCEL_PREORDER,
  'preorder.convert': '預購單轉為合約',
  'contract.create': '建立合約',
  'contract.assign': '指派合約',
  'contract.unassign': '解除合約指派',
  'contract.waive-review': '買方放棄剩餘審閱期',
  'contract.sign': SIGN_AND_DEPOSIT,
  'contract.pay': '記錄收到尾款',
  'contract.cancel': '取消合約',
  'milestone.plan': '排定預計日期',
  'milestone.move': '變更預計日期',
  'milestone.done': '完成交車進度',
  'staff.create': '建立員工帳號',
  'staff.update': '變更員工帳號',
  'staff.reset-sign-in': '重設員工登入',
  'staff.end-session': '結束員工登入',
  'staff.end-sessions': '結束員工的所有登入',
  'staff.setup-complete': '完成員工帳號設定',
  'staff.sign-in': STAFF_SIGN_IN,
  'staff.sign-in-failed': '員工登入失敗',
  'staff.sign-out': '員工登出',
  'staff.notice-prefs': '變更自己的通知信設定',
  'news.create': '新增消息草稿',
  'news.update': '修改消息',
  'news.publish': '發布消息',
  'news.schedule': '排程發布消息',
  'news.withdraw': '下架消息',
  'media.upload': '上傳圖片',
  'media.alt-update': '修改圖片替代文字',
  'media.focus-update': '修改圖片焦點',
  'media.delete': '刪除未使用的圖片',
  'magazine.create': '新增雜誌期別草稿',
  'magazine.update': '修改雜誌期別',
  'magazine.publish': '發布雜誌期別',
  'magazine.schedule': '排程發布雜誌期別',
  'magazine.withdraw': '下架雜誌期別',
  'magazine.article-create': '新增雜誌文章',
  'magazine.article-update': '修改雜誌文章',
  'magazine.article-delete': '刪除雜誌文章',
  'magazine.article-reorder': '調整雜誌文章順序',
  'catalog.price-list': '新增價格表',
  'catalog.price-list-cancel': '取消尚未生效的價格表',
  'catalog.withdraw': '停售型錄項目',
  'catalog.reinstate': '恢復販售型錄項目',
  'catalog.family-create': NEW_FAMILY,
  'catalog.family-update': '修改車系資料',
  'catalog.vehicle-add': '新增車型',
  'catalog.color-add': '新增顏色',
  'catalog.color-update': EDIT_COLOR_WORDS,
  'catalog.material-add': '新增烤漆',
  'catalog.part-add': '新增配件',
  'catalog.part-update': EDIT_PART_RULES,
  'agreement.publish': '發布新版預購須知',
  'contract-terms.publish': '發布新版汽車買賣契約條款',
  'dealer-point.create': '新增服務據點',
  'dealer-point.update': '修改服務據點',
  'test-drive.assign': '指派試乘預約',
  'test-drive.called-back': '試乘預約已回電',
  'test-drive.confirm': '據點確認試乘預約',
  'test-drive.move': '試乘預約改期',
  'test-drive.cancel': '據點取消試乘預約',
  'test-drive.no-show': '記錄試乘未到場',
  'quote.request': '會員索取報價',
  'road-fee.update': '修改報價估算的費用',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What an audit entry is about; its `recordNumber` is the record's number, the account's e-mail, the news item's or magazine issue's slug, the picture's file name, the vehicle family's name, the agreement's or contract terms' version or the point's slug. */
export const AUDIT_RECORD_KINDS = [
  'preorder',
  'contract',
  'staff',
  'dealer',
  'news',
  'media',
  'family',
  'magazine',
  'agreement',
  'contract-terms',
  'dealer-point',
  'test-drive',
  'quote',
  'road-fee',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];
export const AUDIT_RECORD_KIND_LABELS: Record<AuditRecordKind, string> = {
  preorder: PREORDER,
  contract: CONTRACT,
  staff: STAFF_ACCOUNTS,
  dealer: DEALER,
  news: '消息',
  media: '圖片',
  family: FAMILY,
  magazine: '雜誌',
  agreement: STAFF_AGREEMENTS,
  'contract-terms': STAFF_CONTRACT_TERMS,
  'dealer-point': DEALERS,
  'test-drive': '試乘預約',
  quote: '報價單',
  'road-fee': '報價估算的費用',
};

/** The words of an action; an action this build does not know (an older or newer entry) shows its code. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
