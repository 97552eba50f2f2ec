// Whether a picture on its way may hold one of the guard's places (request-guards.ts): only when it
// comes from an open console session whose role may upload. One read by the token hash's unique index,
// on the database Next's routes opened (lib/server/db/handle.ts); the guard asks it for pictures only.
import { may } from '@/lib/staff/roles';
import { roleOfStaffToken } from '@/lib/server/auth/live-staff-session';
import { openedDatabase } from '@/lib/server/db/handle';
import type { OpenDatabase } from '@/lib/server/db/client';

/** True when `token` opens a console session that may upload pictures; throws when the database cannot say (not open yet, unreachable). */
export async function mayUploadPictures(token: string): Promise<boolean> {
  const opening = openedDatabase<OpenDatabase>();
  if (!opening) throw new Error('the database is not open yet');
  const role = await roleOfStaffToken((await opening).db, token);
  return role !== null && may(role, 'upload-media');
}
