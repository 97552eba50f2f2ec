import { formatDate, formatDateTime } from './dates';

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

describe('formatDateTime', () => {
  test.each([
    ['2026-11-22T15:59:00.000Z', '2026/11/22 23:59'],
    ['2026-11-22T16:05:00.000Z', '2026/11/23 00:05'],
    ['not a date', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});
