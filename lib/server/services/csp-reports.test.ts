/** @jest-environment node */
import type { Db } from '@/lib/server/db/client';
import { openTestDatabase } from '@/lib/testing/test-database';
import { cspReportSchema } from '@/lib/schemas/csp-report';
import { logger } from '../core/logger';
import { logCspReport } from './csp-reports';

jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());
beforeEach(() => jest.mocked(logger.warn).mockClear());

const logged = () => jest.mocked(logger.warn).mock.calls.map(([line]) => line as Record<string, unknown>);
const report = (input: unknown) => cspReportSchema.parse(input);

test('a report in either form of the browsers goes to the security log, without the queries of its addresses', async () => {
  await logCspReport(
    db,
    report({
      'csp-report': {
        'document-uri': 'https://portal.example/news?token=secret',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'line-number': 12,
        'original-policy': "script-src 'self'",
      },
    }),
    '203.0.113.1',
  );
  await logCspReport(
    db,
    report([
      {
        type: 'csp-violation',
        age: 3,
        body: {
          documentURL: 'https://portal.example/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'https://evil.example/x.js?k=1',
        },
      },
      { type: 'deprecation', age: 3, body: {} },
    ]),
    '203.0.113.1',
  );
  expect(logged()).toEqual([
    expect.objectContaining({
      security: 'csp-violation',
      page: 'https://portal.example/news',
      directive: 'script-src-elem',
      blocked: 'inline',
      line: 12,
    }),
    expect.objectContaining({ security: 'csp-violation', page: 'https://portal.example/', blocked: 'https://evil.example/x.js' }),
  ]);
  expect(JSON.stringify(logged())).not.toMatch(/secret|k=1/);
});

test('one address fills the log with 20 reports a minute at most; another address is still heard', async () => {
  const one = report({ 'csp-report': { 'document-uri': 'https://portal.example/', 'effective-directive': 'script-src' } });
  for (let i = 0; i < 30; i++) await logCspReport(db, one, '203.0.113.2');
  expect(logged()).toHaveLength(20);
  await logCspReport(db, one, '203.0.113.3');
  expect(logged()).toHaveLength(21);
});
