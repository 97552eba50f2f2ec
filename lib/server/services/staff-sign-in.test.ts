/** @jest-environment node */
import { ApiFailure } from '../core/api-failure';
import { addStaff, openTestDatabase, TEST_STAFF_PASSWORD } from '@/lib/testing/test-database';
import type { Db } from '../db/client';
import { login } from './login';
import { completeStaffLogin, staffLogin } from './staff-sign-in';

jest.mock('server-only', () => ({}));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const device = { userAgent: 'jest', ip: '203.0.113.12' };

/** The failure a call ends in. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!(error instanceof ApiFailure)) throw error;
      return error;
    },
  );

/** Wrong passwords from one address until the pair must wait: the refusal then. */
async function lockedOut(attempt: () => Promise<unknown>, most = 10) {
  for (let tries = 0; tries < most; tries += 1) {
    const failure = await failureOf(attempt());
    if (failure.code === 'L00003') return failure;
  }
  throw new Error('never locked out');
}

describe('the lockout message', () => {
  it('tells a staff member to ask the administrator: the console has no 忘記密碼', async () => {
    const staff = await addStaff(db, 'locked.staff@staff.example', 'marketing');
    const failure = await lockedOut(() => staffLogin(db, staff.email, 'not-the-password', '203.0.113.10'));
    expect(failure.message).toMatch(/^登入嘗試次數過多，請約 \d+ 秒後再試/);
    expect(failure.message).toContain('請洽系統管理員');
    expect(failure.message).not.toContain('忘記密碼');
  });

  it('says the same after too many wrong codes at the second step', async () => {
    const staff = await addStaff(db, 'wrong.codes@staff.example', 'hq_sales');
    const { challenge } = await staffLogin(db, staff.email, TEST_STAFF_PASSWORD, '203.0.113.12');
    const failure = await lockedOut(() => completeStaffLogin(db, challenge, '000000', '203.0.113.12', device), 12);
    expect(failure.message).toContain('請洽系統管理員');
    expect(failure.message).not.toContain('忘記密碼');
  });

  it('keeps 忘記密碼 for a member, whose site has it', async () => {
    const failure = await lockedOut(() => login(db, 'locked.member@example.com', 'not-the-password', '203.0.113.11'));
    expect(failure.message).toMatch(/^登入嘗試次數過多，請約 \d+ 秒後再試，或以「忘記密碼」重設密碼$/);
  });
});
