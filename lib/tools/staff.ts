// `npm run staff -- <command>`: the dealer's side of a purchase until a staff console exists, through
// the services the API uses (lib/server/services/staff.ts), on the configured database. On the
// embedded PGlite the portal must be stopped first (one process per folder); on PostgreSQL
// (DATABASE_URL) it runs beside the portal.
import { formatDate } from '../format/dates';
import { CONTRACT_STATUS_LABELS, PREORDER_STATUS_LABELS } from '../purchase/states';
import { openDatabase, type OpenDatabase } from '../server/db/client';
import { endSessionsOf, turnOffTwoFactorOf } from '../server/services/staff-accounts';
import { ApiFailure } from '../server/core/api-failure';
import { SHELL_ADMIN } from '../server/services/sales/actor';
import { createStaffAccount } from '../server/services/staff-admin';
import { staffAccountCreateSchema } from '../schemas/staff-forms';
import {
  advanceDelivery,
  cancelContract,
  cancelPreorder,
  convertPreorder,
  markContacting,
  payBalance,
  signContract,
  staffOverview,
} from '../server/services/staff';

const USAGE = `用法：npm run staff -- <指令>
  list                 列出預購單與合約（新的在前）
  contact <預購單號>   已送出 → 經銷商聯繫中
  convert <預購單號>   預購單轉為合約（開始審閱期，建立交車進度）
  cancel <預購單號> <原因>   取消尚未轉合約的預購單（原因寄給會員）
  cancel-contract <合約編號> <原因>   取消尚未交車的合約（原因寄給會員）
  sign <合約編號>      會員簽約並付訂金（審閱期屆滿後，或會員已在會員專區放棄剩餘審閱期）
  pay <合約編號>       會員以匯款付清尚待付款的尾款
  advance <合約編號>   交車進度的目前階段完成，進入下一階段
  create-admin <電子郵件> [姓名]   建立管理員帳號，印出一次性的設定連結（72 小時內設定密碼與驗證器）
  end-sessions <電子郵件>  登出該會員所有裝置（手機遺失、帳號遭盜用時）
  two-factor-off <電子郵件>  會員遺失驗證器與備用碼時，經銷商核對身分後停用其兩步驟驗證（所有裝置登出）`;

const day = (date: Date) => formatDate(date);

async function list({ db }: OpenDatabase) {
  const { preorders, contracts } = await staffOverview(db);
  console.log('預購單');
  console.table(
    preorders.map((row) => ({
      單號: row.number,
      狀態: PREORDER_STATUS_LABELS[row.status],
      日期: day(row.createdAt),
      會員: row.member,
      車系: row.family,
      數量: row.quantity,
      總價: row.total,
    })),
  );
  console.log('合約');
  console.table(
    contracts.map((row) => ({
      編號: row.number,
      狀態: CONTRACT_STATUS_LABELS[row.status],
      日期: day(row.createdAt),
      會員: row.member,
      目前階段: row.milestone ?? '已交車',
    })),
  );
}

const COMMANDS: Record<string, (database: OpenDatabase, target: string, words: string) => Promise<string>> = {
  contact: async ({ db }, number) => `預購單 ${(await markContacting(db, number)).number} 改為經銷商聯繫中`,
  cancel: async ({ db }, number, reason) => `預購單 ${(await cancelPreorder(db, number, needReason(reason))).number} 已取消`,
  'cancel-contract': async ({ db }, number, reason) => `合約 ${(await cancelContract(db, number, needReason(reason))).number} 已取消`,
  convert: async ({ db }, number) => {
    const contract = await convertPreorder(db, number);
    return `預購單 ${number} 已轉為合約 ${contract.number}，審閱期至 ${day(contract.reviewUntil)}`;
  },
  sign: async ({ db }, number) => `合約 ${(await signContract(db, number)).number} 已簽署，訂金已入帳`,
  pay: async ({ db }, number) => `合約 ${(await payBalance(db, number)).number} 的尾款已入帳，款項已付清`,
  advance: async ({ db }, number) => {
    const moved = await advanceDelivery(db, number);
    return `合約 ${moved.contract.number}：「${moved.done.label}」完成`;
  },
  'create-admin': async ({ db }, email, name) => {
    const input = staffAccountCreateSchema.safeParse({ email, name: name || '管理員', role: 'admin' });
    if (!input.success) throw new ApiFailure('S00422', { message: input.error.issues.map((issue) => issue.message).join('；') });
    const { link } = await createStaffAccount(db, SHELL_ADMIN, input.data, 'return');
    return `管理員帳號 ${input.data.email} 已建立。請在 72 小時內開啟以下連結設定密碼與驗證器（只能使用一次）：\n${link}`;
  },
  'end-sessions': async ({ db }, email) => `會員 ${await endSessionsOf(db, email)} 的所有裝置已登出`,
  'two-factor-off': async ({ db }, email) => `會員 ${await turnOffTwoFactorOf(db, email)} 的兩步驟驗證已停用，所有裝置已登出`,
};

function needReason(reason: string) {
  if (!reason.trim()) throw new ApiFailure('S00422', { message: '請寫明取消的原因，會寄給會員' });
  return reason.trim();
}

async function main([command, target, ...words]: string[]) {
  const run = command === 'list' ? null : COMMANDS[command];
  if (command !== 'list' && (!run || !target)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase();
  try {
    if (run) console.log(await run(database, target, words.join(' ')));
    else await list(database);
    return 0;
  } catch (error) {
    if (error instanceof ApiFailure) {
      const fields = (error.data?.errors as { message: string }[] | undefined)?.map((field) => field.message).join('；');
      console.error(error.code === 'N00404' ? `找不到${target.startsWith('CT') ? '合約' : '預購單'} ${target}` : fields || error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`staff: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}`);
    process.exit(1);
  },
);
