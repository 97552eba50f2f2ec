/** @jest-environment node */
import { testDriveBookedMail, testDriveCancelledMail, testDriveConfirmMail, slotText, type DriveFacts } from './test-drive-mail';

const drive: DriveFacts = {
  id: '8d1f7c4e-1111-4222-8333-444455556666',
  number: 'TD20261129-123456',
  name: '<b>陳試乘</b>',
  familyName: '泰嵐 TM 85 中型貨車',
  pointName: '泰嵐汽車 五股營業所',
  pointAddress: '248 新北市五股區五工路 120 號',
  pointPhone: '02-2298-7100',
  startsAt: new Date('2026-12-02T00:30:00Z'),
  endsAt: new Date('2026-12-02T01:30:00Z'),
  licence: 'truck',
  sequence: 1,
};
const token = 'A'.repeat(43);

describe('the test drive’s mails', () => {
  it('names the slot on the Taipei clock', () => {
    expect(slotText(drive)).toBe('2026/12/02（星期三）08:30–09:30');
  });

  it('asks to confirm without repeating anything the requester typed, and carries no calendar yet', () => {
    const mail = testDriveConfirmMail('someone@example.com', drive, token);
    expect(mail.subject).toContain('請確認試乘預約 TD20261129-123456');
    expect(mail.text).not.toContain('陳試乘');
    expect(mail.text).toContain(`/test-drive/manage#${token}`);
    expect(mail.attachments).toBeUndefined();
  });

  it('sends the calendar file and the link to change it once booked, the name escaped in HTML', () => {
    const mail = testDriveBookedMail('someone@example.com', drive, token);
    expect(mail.html).toContain('&lt;b&gt;陳試乘&lt;/b&gt;');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file.filename).toBe('test-drive-TD20261129-123456.ics');
    expect(file.contentType).toMatch(/^text\/calendar/);
    expect(file.content).toContain('DTSTART:20261202T003000Z');
    expect(file.content).toContain('SEQUENCE:1');
    expect(file.content).toContain('UID:8d1f7c4e-1111-4222-8333-444455556666@test-drive.');
  });

  it('removes the event when cancelled, with the dealer’s reason', () => {
    const mail = testDriveCancelledMail('someone@example.com', drive, '據點臨時停業');
    expect(mail.text).toContain('據點臨時停業');
    expect(mail.attachments![0].content).toContain('METHOD:CANCEL');
  });
});
