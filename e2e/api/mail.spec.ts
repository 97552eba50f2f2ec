import { expect, test } from '@playwright/test';
import { newMember, waitForMail, send } from './support';

test.describe('mail', () => {
  test('goes out through SMTP as Traditional Chinese text and HTML when SMTP_URL is set, and /dev/mailbox is 404', async ({ request }) => {
    test.skip(!process.env.MAIL_CATCHER_PORT, 'this run keeps mail in the local outbox');
    const member = await newMember(request);
    const mail = (await (await request.get(`http://127.0.0.1:${process.env.MAIL_CATCHER_PORT}/messages?to=${member.email}`)).json()) as {
      subject: string;
      text: string;
      hasHtml: boolean;
      messageId: string | null;
    }[];
    expect(mail[0].subject).toMatch(/^【泰嵐商用車】/);
    expect(mail[0].text).toMatch(/[\u4e00-\u9fff]/);
    expect(mail[0].hasHtml).toBe(true);
    // Its Message-ID is its outbox row's: a copy sent again after an instance died mid-send shows as the same mail.
    expect(mail[0].messageId).toMatch(/^<outbox-[0-9a-f-]{36}@tailan-trucks\.example>$/);
    expect((await request.get('/dev/mailbox')).status()).toBe(404);
  });

  test('stays in the local outbox shown at /dev/mailbox when SMTP_URL is not set', async ({ request }) => {
    test.skip(Boolean(process.env.MAIL_CATCHER_PORT), 'this run sends mail through SMTP');
    const member = await newMember(request);
    const mail = await waitForMail(request, member.email);
    expect(mail.subject).toBe('【泰嵐商用車】請驗證您的電子郵件');
    const page = await request.get('/dev/mailbox');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('00000');
  });
});
