/** @jest-environment node */
import { FIRST_CONTRACT_TERMS } from '@/lib/contract-text/first-terms';
import { openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from '../db/client';
import { ApiFailure } from '../core/api-failure';
import { contractTermsInForce, contractTermsOf, publishContractTerms } from './contract-terms';
import { SHELL } from './sales/actor';

jest.mock('server-only', () => ({}));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiFailure ? { code: error.code, message: error.message, data: error.data } : error),
  );
const base = { title: FIRST_CONTRACT_TERMS.title, text: FIRST_CONTRACT_TERMS.text };

describe('the contract terms versions', () => {
  it('refuses a conversion in words while headquarters has published none', async () => {
    expect(await failureOf(db.transaction((tx) => contractTermsInForce(tx)))).toMatchObject({
      code: 'S00422',
      message: expect.stringContaining('總公司尚未發布汽車買賣契約條款'),
    });
  });

  it('refuses a text without a clause or naming a fact no contract has, on the text field', async () => {
    const noClause = await failureOf(
      publishContractTerms(db, SHELL, { ...base, replaces: '', version: 'x1', text: '沒有條號的內容。'.repeat(30) }),
    );
    expect(noClause).toMatchObject({
      code: 'V00001',
      data: { errors: [{ path: 'text', message: expect.stringContaining('## 條文標題') }] },
    });
    const unknown = await failureOf(
      publishContractTerms(db, SHELL, { ...base, replaces: '', version: 'x1', text: `${base.text}\n{{車價}}` }),
    );
    expect(unknown).toMatchObject({
      code: 'V00001',
      data: { errors: [{ path: 'text', message: expect.stringContaining('{{車價}} 不是合約的資料') }] },
    });
  });

  it('keeps the first version for contracts made before versions were kept, whatever is published later', async () => {
    await publishContractTerms(db, SHELL, { ...base, replaces: '', version: 'v1' });
    const later = await publishContractTerms(db, SHELL, { ...base, replaces: 'v1', version: 'v2', text: `${base.text}\n## 附則\n新版。` });
    expect(later.versions.map((version) => [version.version, version.current])).toEqual([
      ['v2', true],
      ['v1', false],
    ]);
    expect(await db.transaction((tx) => contractTermsInForce(tx))).toBe('v2');
    expect((await contractTermsOf(db, null)).version).toBe('v1');
    expect((await contractTermsOf(db, 'v2')).text).toContain('## 附則');
  });
});
