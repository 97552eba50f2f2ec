import {
  addDays,
  formatDate,
  formatDateTime,
  isCalendarDay,
  isExactTime,
  startOfTomorrowInTaipei,
  taipeiDayAhead,
  taipeiDayStart,
  taipeiToday,
} from './dates';

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

describe('days ahead', () => {
  it('counts calendar days across a month and a year, back too', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('sets a day 14 days ahead in Taipei, where it is already the next day', () => {
    expect(taipeiDayAhead(14, new Date('2026-11-20T17:00:00Z'))).toBe('2026-12-05');
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

describe('days typed in the staff console', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-01-01', '2100-12-31'])('%s is a real day', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['2026-02-30', '2026-13-45', '2027-02-29', '0001-01-01', '2101-01-01', '2026-2-3', '2026-02-28T00:00', ''])(
    '%s is not one the console takes',
    (day) => expect(isCalendarDay(day)).toBe(false),
  );

  it.each(['2026-12-01T09:30+08:00', '2026-12-01T09:30:15+08:00', '2026-12-01T01:30:15.123Z', '2028-02-29T23:59:59+08:00'])(
    'a time to publish at, %s, is a real instant',
    (time) => expect(isExactTime(time)).toBe(true),
  );
  it.each(['2026-02-30T09:30+08:00', '2026-12-01T24:00+08:00', '2026-12-01T09:60+08:00', '2026-12-01T09:30', '2026-12-01', 'tomorrow'])(
    '%s is not one',
    (time) => expect(isExactTime(time)).toBe(false),
  );

  it('today and tomorrow are Taipei’s: at 23:30 UTC it is already the next day there', () => {
    const late = new Date('2026-11-24T23:30:00Z');
    expect(taipeiToday(late)).toBe('2026-11-25');
    expect(startOfTomorrowInTaipei(late).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(taipeiDayStart('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});
