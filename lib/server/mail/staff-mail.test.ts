/** @jest-environment node */
import { siteOrigin } from '@/lib/urls/site-origin';
import { STAFF_PATH, staffSetupPath } from '@/lib/urls/staff.mjs';
import { staffSetupMail } from './staff-mail';
import { STAFF_SIGNATURE } from './templates';

// Issue 36: the set-up mail is the console's, not the members' service's: signed by the console, and it
// names the console's address, where the person signs in every day after the one-time link is spent.

const link = `${siteOrigin()}${staffSetupPath('a-token')}`;
const mail = staffSetupMail('new.hire@staff.example', '蔡宗翰', link);

describe('the staff set-up mail', () => {
  it('is signed by the console, never by the members’ service', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(STAFF_SIGNATURE);
      expect(body).not.toContain('會員服務');
    }
  });

  it('names the console’s address to sign in at after the set-up, besides the one-time link', () => {
    const consoleAddress = `${siteOrigin()}${STAFF_PATH}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(new RegExp(`登入.*${consoleAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`));
    expect(mail.html).toContain(`href="${consoleAddress}"`);
  });
});
