import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { API_CODES, type ApiCode } from '@/lib/api-codes';
import { system } from '@/lib/theme/system';
import { makeStore } from '@/store/make-store';
import { loginStored } from '@/store/slices/login-slice';
import { memoryStorage } from './memory-storage';

// For tests of screens that call the API: a logged-in store, Chakra, and fetch answering by path.

interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

/** jsdom has no Response: an answer carries only what apiRequest reads; the code's status and message are the API's (lib/api-codes.ts). */
export const answer = (data: unknown, code: ApiCode = '00000', status: number = API_CODES[code].status, message: string = API_CODES[code].message): FakeResponse => ({
  ok: status < 300,
  status,
  json: async () => ({ code, message, data }),
});
export const notFoundAnswer = () => answer(null, 'N00404');
export const serverErrorAnswer = () => answer(null, 'E00500');

export type Routes = Record<string, FakeResponse | (() => FakeResponse | Promise<FakeResponse>)>;

export const TEST_TOKEN = 'test-token';

/** Renders `ui` for a logged-in member; each GET of `/api{path}` is answered from `routes`. */
export function renderWithApi(ui: ReactElement, routes: Routes) {
  const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit?]>(async (url) => {
    const route = routes[url.replace(/^\/api/, '')];
    if (!route) throw new Error(`unexpected fetch ${url}`);
    return typeof route === 'function' ? route() : route;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const store = makeStore({ storage: memoryStorage() });
  store.dispatch(loginStored({ token: TEST_TOKEN, memberUuid: 'member-1', valid: true }));
  render(
    <Provider store={store}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </Provider>,
  );
  const paths = () => fetchMock.mock.calls.map(([url]) => url.replace(/^\/api/, ''));
  return { store, fetchMock, paths, user: userEvent.setup() };
}

/** The value beside a label of a description list (dt → dd) within `scope`. */
export const factOf = (scope: HTMLElement, label: string) => {
  const term = [...scope.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no fact ${label}`);
  return term.nextElementSibling as HTMLElement;
};

/** The amount in the row of a table headed `label` within `scope`. */
export const amountOf = (scope: HTMLElement, label: string) => {
  const header = [...scope.querySelectorAll('th[scope="row"]')].find((th) => th.textContent === label);
  if (!header) throw new Error(`no row ${label}`);
  return (header.nextElementSibling as HTMLElement).textContent;
};
