import 'server-only';
import { dispatchMail } from '../mail/outbox';
import { ok, type Reply } from './route';

/**
 * The answer to a console change: the record's number, status and new version (for the next change).
 * The change may have queued the member's notice in its transaction; now committed, it is sent.
 */
export function changedReply(row: {
  number: string;
  status: string;
  version: number;
}): Reply<{ number: string; status: string; version: number }> {
  dispatchMail();
  return ok({ number: row.number, status: row.status, version: row.version });
}
