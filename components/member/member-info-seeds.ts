import type { QuerySeed } from '@/store/query/seeds';

/** The seeds of /member/info's queries from what its server page read (none without the member's session). */
export function memberInfoSeeds(
  data: { info: { cityId?: string }; sessions: unknown; notices: unknown; cities: unknown; towns?: unknown } | null,
): QuerySeed[] {
  if (!data) return [];
  return [
    { endpoint: 'getMember', data: data.info },
    { endpoint: 'sessions', data: data.sessions },
    { endpoint: 'noticePrefs', data: data.notices },
    { endpoint: 'cities', data: data.cities },
    ...(data.towns === undefined ? [] : [{ endpoint: 'towns', arg: data.info.cityId, data: data.towns }]),
  ];
}
