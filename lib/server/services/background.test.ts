/** @jest-environment node */
import { getDb } from '../db/client';
import { keepDispatching } from '../mail/outbox';
import { startBackgroundWork } from './background';
import { maybeHousekeep } from './housekeeping';

jest.mock('../db/client', () => ({ getDb: jest.fn() }));
jest.mock('../mail/outbox', () => ({ keepDispatching: jest.fn() }));
jest.mock('./housekeeping', () => ({ maybeHousekeep: jest.fn() }));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

describe('startBackgroundWork', () => {
  afterEach(() => jest.useRealTimers());

  it('starts the dispatcher and asks for housekeeping at once, then every five minutes', async () => {
    jest.useFakeTimers();
    const db = {} as Awaited<ReturnType<typeof getDb>>;
    jest.mocked(getDb).mockResolvedValue(db);
    startBackgroundWork();
    expect(keepDispatching).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(maybeHousekeep).toHaveBeenCalledWith(db);
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(maybeHousekeep).toHaveBeenCalledTimes(2);
  });
});
