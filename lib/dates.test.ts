import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes a date as yyyy/mm/dd with two-digit month and day', () => {
    expect(formatDate('2026-03-05T04:00:00.000Z')).toBe('2026/03/05');
  });

  it('counts the day in Taipei (UTC+8), not in UTC', () => {
    expect(formatDate('2026-11-21T16:30:00.000Z')).toBe('2026/11/22');
    expect(formatDate('2026-11-21T15:59:59.000Z')).toBe('2026/11/21');
    expect(formatDate('2026-12-31T17:00:00+01:00')).toBe('2027/01/01');
  });

  it('gives an empty text for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
