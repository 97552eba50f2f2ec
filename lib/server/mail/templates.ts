import 'server-only';
import { brand } from '@/lib/site/brand';
import { siteOrigin } from '@/lib/urls/site-origin';
import { loginPath, undoEmailChangePath, verifyEmailPath } from '@/lib/urls/account.mjs';
import { CODE_TTL_MS, EMAIL_UNDO_TTL_MS } from '../auth/policy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a test drive's .ics), as text. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const minutes = CODE_TTL_MS / 60_000;
const undoDays = EMAIL_UNDO_TTL_MS / 86_400_000;
const signature = `${brand.name} 會員服務`;
const footer = '此信件由系統自動寄出，請勿直接回覆。';

/** One paragraph per entry; a `{ code }` entry is shown large in HTML, a `{ list }` one line per item. */
export type Block = string | { code: string } | { link: string; label: string } | { list: string[] };

/** What a mail is about: its matter, or a record (預購單, 合約) by number and what happened to it. */
export type Subject = string | { record: '預購單' | '合約' | '報價請求' | '報價單'; number: string; what: string };

/** Every subject reads 【brand】matter, a record's 【brand】預購單 PO…：what happened, so an inbox lists them alike. */
const subjectLine = (subject: Subject) =>
  `【${brand.name}】${typeof subject === 'string' ? subject : `${subject.record} ${subject.number}：${subject.what}`}`;

/** The console's own mails are signed by it, not by the members' service. */
export const STAFF_SIGNATURE = `${brand.name} 經銷與總公司作業系統`;

export function compose(to: string, subject: Subject, greeting: string, blocks: Block[], signedBy = signature): MailMessage {
  const textBlocks = blocks.map((block) =>
    typeof block === 'string'
      ? block
      : 'code' in block
        ? `驗證碼：${block.code}`
        : 'list' in block
          ? block.list.join('\n')
          : `${block.label}：${block.link}`,
  );
  const htmlBlocks = blocks.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block)}</p>`
      : 'code' in block
        ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${block.code}</p>`
        : 'list' in block
          ? `<ul style="padding-left:20px">${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
          : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
  );
  return {
    to,
    subject: subjectLine(subject),
    text: [greeting, ...textBlocks, signedBy, footer].join('\n\n'),
    html: `<!doctype html><html lang="zh-Hant-TW"><body style="font-family:sans-serif;line-height:1.6"><p>${escapeHtml(
      greeting,
    )}</p>${htmlBlocks.join('')}<p>${escapeHtml(signedBy)}</p><p style="color:#666;font-size:12px">${footer}</p></body></html>`,
  };
}

// Mail to an address not yet verified (registration, e-mail change, the notices of a taken address)
// carries nothing the requester typed: whoever asks cannot make the brand's mail say their words.

/** `returnTo` is a path on this site (lib/urls/return-path.ts): where the link leads after the check, never words shown. */
export function registrationCodeMail(to: string, tempUuid: string, code: string, returnTo?: string): MailMessage {
  const link = `${siteOrigin()}${verifyEmailPath({ tempUuid, code, returnTo })}`;
  return compose(to, '請驗證您的電子郵件', '您好：', [
    `感謝您註冊${brand.name}會員。請在 ${minutes} 分鐘內輸入以下驗證碼，或點選連結完成驗證。`,
    { code },
    { link, label: '完成電子郵件驗證' },
    '若您沒有註冊，請忽略此信。',
  ]);
}

export function addressTakenMail(to: string): MailMessage {
  return compose(to, '有人以您的電子郵件申請註冊', '您好：', [
    '我們收到一筆以此電子郵件申請的會員註冊，但此電子郵件已是會員帳號，因此沒有建立新帳號。',
    '若是您本人，請直接登入；忘記密碼時可使用「忘記密碼」重新設定。若不是您本人，請忽略此信，您的帳號不受影響。',
    { link: `${siteOrigin()}${loginPath()}`, label: '前往登入' },
  ]);
}

export function forgetCodeMail(to: string, code: string): MailMessage {
  return compose(to, '重設密碼驗證碼', '您好：', [
    `我們收到重設密碼的申請。請在 ${minutes} 分鐘內輸入以下驗證碼。`,
    { code },
    '若您沒有申請，請忽略此信，您的密碼不會改變。',
  ]);
}

export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return compose(to, '確認新的電子郵件', '您好：', [
    `您正在將會員帳號的電子郵件變更為此地址。請在 ${minutes} 分鐘內輸入以下驗證碼。`,
    { code },
    '若您沒有申請，請忽略此信。',
  ]);
}

export function emailChangeTakenMail(to: string): MailMessage {
  return compose(to, '電子郵件變更申請', '您好：', [
    '有會員申請將帳號的電子郵件變更為此地址，但此地址已屬於另一個會員帳號，因此沒有變更。',
    '若不是您本人操作，請忽略此信。',
  ]);
}

/** To the old address after a change: the link undoes it (EMAIL_UNDO_TTL_MS). */
export function emailChangedMail(to: string, newAddress: string, undoToken: string): MailMessage {
  return compose(to, '您的電子郵件已變更', '您好：', [
    `您的會員帳號電子郵件已變更為 ${newAddress}，之後請以新的電子郵件登入。`,
    `若不是您本人操作，請在 ${undoDays} 天內點選下方連結，將帳號改回此電子郵件；所有裝置上的登入都會登出，再請以「忘記密碼」設定新密碼。`,
    // forget=: a login kept in the browser is one the change ended; it is dropped on arrival (docs/product.md, Session).
    { link: `${siteOrigin()}${undoEmailChangePath(undoToken)}`, label: '改回原本的電子郵件' },
    '若有任何疑問，請聯絡客服。',
  ]);
}

export function passwordChangedMail(to: string): MailMessage {
  return compose(to, '您的密碼已變更', '您好：', [
    '您的會員密碼剛剛已變更，所有裝置上的登入都已登出。',
    '若不是您本人操作，請立即使用「忘記密碼」重設密碼並聯絡客服。',
  ]);
}
