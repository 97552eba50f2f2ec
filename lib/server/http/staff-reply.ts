import 'server-only';
import { ok, type Reply } from './route';

/** The answer to a console change: the record's number, status and new version (for the next change). */
export function changedReply(row: {
  number: string;
  status: string;
  version: number;
}): Reply<{ number: string; status: string; version: number }> {
  return ok({ number: row.number, status: row.status, version: row.version });
}
