import 'server-only';
import { ApiFailure } from '../../core/api-failure';

/** A change the rules do not allow now (S00422); the message says why, in the staff's words. */
export const refuse = (message: string) => new ApiFailure('S00422', { message });

/**
 * Someone else changed the record since this person loaded it (S00409): nothing is written, and the
 * answer carries the record as it is now, so the console can show it.
 */
export const recordChanged = (record: Record<string, unknown> | unknown[]) => new ApiFailure('S00409', { data: { record } });
