import { calendarFile, escapeText, fold } from './ics';

const event = {
  uid: 'td-1234@tailan-trucks.example',
  sequence: 0,
  start: '2026-12-02T08:30:00+08:00',
  end: '2026-12-02T09:30:00+08:00',
  summary: '試乘：泰嵐 TM 85 中型貨車',
  location: '泰嵐汽車 五股營業所, 新北市五股區五工路 120 號',
  description: '預約編號 TD1234；請攜帶駕照。\n改期或取消：https://example.com/test-drive/manage',
  stamp: new Date('2026-11-29T10:00:00Z'),
};

describe('the test drive’s calendar file', () => {
  it('holds one event in UTC with CRLF lines', () => {
    const file = calendarFile(event);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nDTSTART:20261202T003000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261202T013000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261129T100000Z\r\n');
    expect(file).toContain('\r\nUID:td-1234@tailan-trucks.example\r\n');
    expect(file).toContain('METHOD:PUBLISH');
    expect(file).toContain('STATUS:CONFIRMED');
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const file = calendarFile(event);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:泰嵐汽車 五股營業所\\, 新北市五股區五工路 120 號');
    expect(unfolded).toContain('DESCRIPTION:預約編號 TD1234；請攜帶駕照。\\n改期或取消：https://example.com/test-drive/manage');
    expect(fold('字'.repeat(40)).split('\r\n ')[0]).toBe('字'.repeat(25));
  });

  it('cancels the same event with a higher sequence', () => {
    const file = calendarFile({ ...event, sequence: 2, cancelled: true });
    expect(file).toContain('METHOD:CANCEL');
    expect(file).toContain('STATUS:CANCELLED');
    expect(file).toContain('SEQUENCE:2');
  });
});
