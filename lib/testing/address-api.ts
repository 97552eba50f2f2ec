import { http } from 'msw';
import { answer } from './api-server';

// For tests: the address API with one city and its one town, as the address fields load them.

export const ADDRESS_PATH = '/api/address/address/v1';

/** GET /address/address/v1 gives 臺北市; with ?cityId=01 its town 中正區 (100). Any other city is not answered. */
export const addressHandler = http.get(ADDRESS_PATH, ({ request }) => {
  const cityId = new URL(request.url).searchParams.get('cityId');
  if (cityId === null) return answer([{ cityId: '01', name: '臺北市' }]);
  if (cityId === '01') return answer([{ townId: '0101', name: '中正區', zip: '100' }]);
  return undefined;
});
