import 'server-only';
import { listCities, listTowns } from './address';
import { memberSessions } from './member-sessions';
import { noticePrefsOf } from './member-notices';
import { asSent, pageMember } from './page-member';
import { getProfile } from './profile';

/**
 * /member/info's data for the member of the session cookie, as its calls would answer: the member, the
 * devices signed in, the notices chosen, and the names of the member's city and towns; null without a live
 * session.
 */
export async function memberInfoPageData() {
  const member = await pageMember();
  if (!member) return null;
  const info = await getProfile(member.db, member.auth);
  const [sessions, notices, cities, towns] = await Promise.all([
    memberSessions(member.db, member.auth),
    noticePrefsOf(member.db, member.memberId),
    listCities(member.db),
    info.cityId ? listTowns(member.db, info.cityId) : undefined,
  ]);
  return asSent({ info, sessions, notices, cities, towns });
}

export type MemberInfoPageData = NonNullable<Awaited<ReturnType<typeof memberInfoPageData>>>;
