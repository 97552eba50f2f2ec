import 'server-only';
import { siteOrigin } from '@/lib/urls/site-origin';
import { STAFF_PATH } from '@/lib/urls/staff.mjs';
import { STAFF_SETUP_LINK_MS } from '../auth/policy';
import { compose, STAFF_SIGNATURE } from './templates';

const hours = STAFF_SETUP_LINK_MS / 3_600_000;

/** To a new staff account (or one whose sign-in was reset): the one-time link to set the password and the authenticator, and the console's address to sign in at afterwards. */
export function staffSetupMail(to: string, name: string, link: string) {
  return compose(
    to,
    '員工帳號設定',
    `${name} 您好：`,
    [
      `管理員已為您建立（或重設）經銷與總公司作業系統的員工帳號。請在 ${hours} 小時內開啟下方連結，設定密碼並以驗證器 App 掃描 QR 碼。`,
      { link, label: '設定員工帳號' },
      '此連結只能使用一次。若您不知道這個帳號，請忽略此信並告知管理員。',
      { link: `${siteOrigin()}${STAFF_PATH}`, label: '設定完成後，每次由此登入作業系統' },
    ],
    STAFF_SIGNATURE,
  );
}
