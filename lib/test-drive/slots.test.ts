import { openingsOn, slotAt, slotsAhead, slotsOn, BOOKING_DAYS_AHEAD } from './slots';
import type { WeeklyHours } from '../dealers/points';

const office: WeeklyHours = [
  [],
  [
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ],
  [
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ],
  [
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ],
  [
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ],
  [
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ],
  [['08:30', '12:00']],
];
const longAgo = new Date('2024-12-01T00:00:00Z');

describe('test-drive slots', () => {
  it('cuts each opening into whole hours on the Taipei clock, dropping a short end', () => {
    // 2026-12-01 is a Tuesday.
    const slots = slotsOn(office, false, '2026-12-01', longAgo);
    expect(slots.map((slot) => slot.time)).toEqual(['08:30', '09:30', '10:30', '13:00', '14:00', '15:00', '16:00']);
    expect(slots[0]).toEqual({ day: '2026-12-01', time: '08:30', start: '2026-12-01T08:30:00+08:00', end: '2026-12-01T09:30:00+08:00' });
  });

  it('closes on national holidays unless the point opens then, and on Sundays', () => {
    expect(slotsOn(office, false, '2026-12-25', longAgo)).toEqual([]); // 行憲紀念日, a Friday
    expect(slotsOn(office, true, '2026-12-25', longAgo)).toHaveLength(7);
    expect(slotsOn(office, false, '2026-10-09', longAgo)).toEqual([]); // 國慶日補假
    expect(slotsOn(office, false, '2026-12-06', longAgo)).toEqual([]); // Sunday
    expect(slotsOn(office, false, '2026-12-05', longAgo).map((slot) => slot.time)).toEqual(['08:30', '09:30', '10:30']); // Saturday
  });

  it('gives a 補行上班 Saturday a weekday’s hours', () => {
    expect(openingsOn(office, false, '2025-02-08')).toEqual(office[1]);
    expect(slotsOn(office, false, '2025-02-08', longAgo)).toHaveLength(7);
  });

  it('offers January’s days from late December, by the provisional year, never on its holidays', () => {
    const lateDecember = slotsAhead(office, false, new Date('2026-12-20T00:00:00Z'));
    const days = new Set(lateDecember.map((slot) => slot.day));
    expect([...days].filter((day) => day >= '2027-01-01')).toEqual([
      '2027-01-02',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
      '2027-01-16',
      '2027-01-18',
      '2027-01-19',
    ]);
    expect(days.has('2026-12-25')).toBe(false); // 行憲紀念日
    expect(slotsOn(office, false, '2027-02-09', longAgo)).toEqual([]); // 春節補假
    expect(slotsOn(office, false, '2027-02-11', longAgo)).toHaveLength(7);
  });

  it('never offers a day beyond the calendar’s data', () => {
    expect(openingsOn(office, false, '2028-01-04')).toEqual([]);
    expect(slotsOn(office, true, '2028-01-04', longAgo)).toEqual([]);
    const lateDecember = slotsAhead(office, false, new Date('2027-12-20T00:00:00Z'));
    expect(lateDecember.length).toBeGreaterThan(0);
    expect(lateDecember.every((slot) => slot.day <= '2027-12-30')).toBe(true); // 12-31 gives 元旦 2028 its place
  });

  it('never offers a slot in the past or within the hour', () => {
    // 10:10 in Taipei: 08:30 and 09:30 are past, 10:30 starts within the hour.
    const now = new Date('2026-12-01T02:10:00Z');
    expect(slotsOn(office, false, '2026-12-01', now).map((slot) => slot.time)).toEqual(['13:00', '14:00', '15:00', '16:00']);
    expect(slotAt(office, false, '2026-12-01T09:30:00+08:00', now)).toBeNull();
    expect(slotAt(office, false, '2026-12-01T05:00:00Z', now)?.time).toBe('13:00');
  });

  it('finds a slot only at a start it offers, within the days ahead', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(slotAt(office, false, '2026-12-02T08:45:00+08:00', now)).toBeNull();
    expect(slotAt(office, false, 'not a time', now)).toBeNull();
    expect(slotAt(office, false, '2026-12-02T08:30:00+08:00', now)?.end).toBe('2026-12-02T09:30:00+08:00');
    const days = new Set(slotsAhead(office, false, now).map((slot) => slot.day));
    expect([...days].every((day) => day <= `2026-12-${String(1 + BOOKING_DAYS_AHEAD).padStart(2, '0')}`)).toBe(true);
  });
});
