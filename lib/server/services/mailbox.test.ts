/** @jest-environment node */
import { LOCAL_HEADER, setLocalMark } from '@/lib/local-only';
import { mailboxEnabled } from './mailbox';

// The local outbox opens only to a request lib/runtime/server.ts marked as from this machine; under
// plain `next start` (no mark in the process) or with SMTP_URL set it is shut, whatever a client sends.

jest.mock('server-only', () => ({}));

const saved = { smtp: process.env.SMTP_URL };
afterEach(() => {
  setLocalMark(undefined);
  if (saved.smtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = saved.smtp;
});

const sent = (value?: string) => new Headers(value === undefined ? {} : { [LOCAL_HEADER]: value });

describe('the local outbox', () => {
  beforeEach(() => delete process.env.SMTP_URL);

  it('is shut without our server, whatever the request says', () => {
    expect(mailboxEnabled(sent())).toBe(false);
    expect(mailboxEnabled(sent('1'))).toBe(false);
    expect(mailboxEnabled(sent('undefined'))).toBe(false);
  });

  it('opens only to the mark of this process', () => {
    setLocalMark('a-random-mark-of-this-process');
    expect(mailboxEnabled(sent('a-random-mark-of-this-process'))).toBe(true);
    expect(mailboxEnabled(sent())).toBe(false);
    expect(mailboxEnabled(sent('a-random-mark-of-this-procesX'))).toBe(false);
    expect(mailboxEnabled(sent('a-random-mark'))).toBe(false);
  });

  it('is open under the development server, and shut there too once SMTP_URL is set', () => {
    const env = process.env as Record<string, string | undefined>;
    const mode = env.NODE_ENV;
    try {
      env.NODE_ENV = 'development';
      expect(mailboxEnabled(sent())).toBe(true);
      process.env.SMTP_URL = 'smtp://mail.example.com:587';
      expect(mailboxEnabled(sent())).toBe(false);
    } finally {
      env.NODE_ENV = mode;
    }
  });

  it('is shut once SMTP_URL is set, even to the marked request', () => {
    setLocalMark('mark');
    process.env.SMTP_URL = 'smtp://mail.example.com:587';
    expect(mailboxEnabled(sent('mark'))).toBe(false);
  });
});
