import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API_CODES, type ApiCode } from '@/lib/api/codes';

// For tests: the API answered by MSW handlers. A request that no handler of the test answers fails it.

export const apiServer = setupServer();

/** The envelope of docs/api.md as a handler's answer. */
export const answer = (
  data: unknown,
  code: ApiCode = '00000',
  status: number = API_CODES[code].status,
  message: string = API_CODES[code].message,
) => HttpResponse.json({ code, message, data }, { status });
export const notFoundAnswer = () => answer(null, 'N00404');
export const serverErrorAnswer = () => answer(null, 'E00500');

/** A resolver giving `answers` one a request, in order; a request beyond them goes unanswered, which fails the test. */
export const inTurn =
  (...answers: Array<Response | Promise<Response>>) =>
  () =>
    answers.shift();

/** Where a request went, as the screens write it: `/api/...` with its query. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

const sent: Request[] = [];
const unhandled: string[] = [];
apiServer.events.on('request:start', ({ request }) => void sent.push(request.clone()));
apiServer.events.on('request:unhandled', ({ request }) => void unhandled.push(`${request.method} ${pathOf(request)}`));

/** The requests of this test so far, in order, optionally only those to one path (and of one method); their bodies may be read. */
export const sentRequests = (path?: string, method?: string) =>
  sent.filter((request) => (!path || pathOf(request) === path) && (!method || request.method === method));

/** A request's JSON body. */
export const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

/** Answers this file's API calls with `handlers` (each test may add its own with apiServer.use). */
export function setupApiServer(...handlers: RequestHandler[]) {
  // The browser resolves `/api/...` against the page; a Node test environment has no page, so it gets one.
  const pageless = typeof location === 'undefined';
  beforeAll(() => {
    if (pageless) Object.defineProperty(globalThis, 'location', { value: new URL('http://localhost/'), configurable: true });
    apiServer.resetHandlers(...handlers);
    apiServer.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    const unexpected = unhandled.splice(0);
    sent.length = 0;
    apiServer.resetHandlers();
    if (unexpected.length > 0) throw new Error(`No handler of the test answered: ${unexpected.join(', ')}`);
  });
  afterAll(() => {
    apiServer.close();
    if (pageless) Reflect.deleteProperty(globalThis, 'location');
  });
}
