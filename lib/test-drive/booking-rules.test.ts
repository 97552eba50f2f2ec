import { confirmLinkExpiry, linkUsable, manageLinkExpiry, statusNow, HOLD_MINUTES } from './booking-rules';

describe('test-drive links', () => {
  const created = new Date('2026-12-01T02:00:00Z');

  it('lets the confirmation link live as long as the hold, never past the drive’s start', () => {
    expect(confirmLinkExpiry(created, new Date('2026-12-03T00:30:00Z')).getTime()).toBe(created.getTime() + HOLD_MINUTES * 60_000);
    const soon = new Date('2026-12-01T02:10:00Z');
    expect(confirmLinkExpiry(created, soon)).toEqual(soon);
  });

  it('lets the link to change or cancel live until the slot ends', () => {
    const end = new Date('2026-12-03T01:30:00Z');
    const expiresAt = manageLinkExpiry(end);
    expect(linkUsable({ expiresAt }, new Date('2026-12-03T01:29:59Z'))).toBe(true);
    expect(linkUsable({ expiresAt }, end)).toBe(false);
  });

  it('refuses a used or missing link', () => {
    const expiresAt = new Date('2026-12-03T01:30:00Z');
    expect(linkUsable({ expiresAt, usedAt: created }, created)).toBe(false);
    expect(linkUsable({ expiresAt: null }, created)).toBe(false);
  });

  it('shows a pending booking past its hold as lapsed', () => {
    const holdUntil = new Date(created.getTime() + HOLD_MINUTES * 60_000);
    expect(statusNow('pending', holdUntil, created)).toBe('pending');
    expect(statusNow('pending', holdUntil, holdUntil)).toBe('lapsed');
    expect(statusNow('booked', holdUntil, holdUntil)).toBe('booked');
  });
});
