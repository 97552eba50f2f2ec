import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { answer, apiServer, inTurn, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { api } from '../api';
import { securityApi, useNoticePrefsQuery, useSetNoticePrefsMutation } from '../security-api';
import { makeStore } from '../make-store';
import { QuerySeeds } from './seeds';
import { loginStored } from '../slices/login-slice';

setupApiServer();
const PREFS = '/api/member/notice/v1';
const prefs = (milestones: boolean) => ({ contacting: true, milestones, dateMoves: true });

function loggedInStore() {
  const store = makeStore();
  store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
  return store;
}

function Prefs() {
  const { data, isError } = useNoticePrefsQuery();
  if (isError) return <p>failed</p>;
  return <p>{data ? `milestones ${String(data.milestones)}` : 'loading'}</p>;
}

function SavePrefs() {
  const [save, { isLoading }] = useSetNoticePrefsMutation();
  return (
    <button type="button" onClick={() => void save(prefs(false))}>
      {isLoading ? 'saving' : 'save'}
    </button>
  );
}

/** Prefs under a page whose server read the member's notices (milestones off). */
function renderSeeded() {
  const store = loggedInStore();
  render(
    <Provider store={store}>
      <QuerySeeds seeds={[{ endpoint: 'noticePrefs', data: prefs(false) }]}>
        <Prefs />
      </QuerySeeds>
    </Provider>,
  );
  return store;
}

afterEach(() => jest.useRealTimers());

describe('the query cache', () => {
  it('asks once for two readers of the same answer, and shows it to both', async () => {
    const store = loggedInStore();
    apiServer.use(http.get(PREFS, inTurn(answer(prefs(true)))));

    render(
      <Provider store={store}>
        <Prefs />
        <Prefs />
      </Provider>,
    );

    expect(await screen.findAllByText('milestones true')).toHaveLength(2);
    expect(sentRequests(PREFS)).toHaveLength(1);
  });

  it('a mutation that invalidates a shown answer asks for it again, and the page shows the new one', async () => {
    const store = loggedInStore();
    apiServer.use(http.get(PREFS, inTurn(answer(prefs(true)), answer(prefs(false)))), http.put(PREFS, inTurn(answer(prefs(false)))));
    render(
      <Provider store={store}>
        <Prefs />
        <SavePrefs />
      </Provider>,
    );
    await screen.findByText('milestones true');

    act(() => screen.getByRole('button', { name: 'save' }).click());

    expect(await screen.findByText('milestones false')).toBeInTheDocument();
    expect(sentRequests(PREFS, 'GET')).toHaveLength(2);
  });

  it('drops an answer nobody shows 60 s after its last reader left, so the next reader asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = loggedInStore();
    apiServer.use(http.get(PREFS, inTurn(answer(prefs(true)), answer(prefs(false)))));
    const first = render(
      <Provider store={store}>
        <Prefs />
      </Provider>,
    );
    await screen.findByText('milestones true');
    first.unmount();

    act(() => jest.advanceTimersByTime(59_000));
    expect(securityApi.endpoints.noticePrefs.select()(store.getState()).data).toEqual(prefs(true));
    act(() => jest.advanceTimersByTime(2_000));
    expect(securityApi.endpoints.noticePrefs.select()(store.getState()).data).toBeUndefined();

    render(
      <Provider store={store}>
        <Prefs />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('milestones false')).toBeInTheDocument());
  });

  it('an answer that comes after the cache was reset (the session ended) is not kept', async () => {
    const store = loggedInStore();
    let deliver: (response: Response) => void = () => {};
    apiServer.use(http.get(PREFS, () => new Promise<Response>((resolve) => (deliver = resolve))));

    const pending = store.dispatch(securityApi.endpoints.noticePrefs.initiate());
    store.dispatch(api.util.resetApiState());
    await waitFor(() => expect(sentRequests(PREFS)).toHaveLength(1));
    deliver(answer(prefs(true)));
    const result = await pending;

    expect(result.data).toEqual(prefs(true));
    expect(securityApi.endpoints.noticePrefs.select()(store.getState()).data).toBeUndefined();
  });

  it('a reader on screen when the cache is reset (the session ended) no longer shows the answer it had', async () => {
    const store = loggedInStore();
    apiServer.use(http.get(PREFS, inTurn(answer(prefs(true)))));
    render(
      <Provider store={store}>
        <Prefs />
      </Provider>,
    );
    await screen.findByText('milestones true');

    act(() => void store.dispatch(api.util.resetApiState()));

    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('shows the answer its server page read without asking the API, and keeps it in the store', async () => {
    const store = renderSeeded();

    expect(screen.getByText('milestones false')).toBeInTheDocument();
    await waitFor(() => expect(securityApi.endpoints.noticePrefs.select()(store.getState()).data).toEqual(prefs(false)));
    expect(sentRequests(PREFS)).toHaveLength(0);
  });

  it('a seeded answer is forgotten with the cache (the session ended), not shown again', async () => {
    const store = renderSeeded();
    await waitFor(() => expect(securityApi.endpoints.noticePrefs.select()(store.getState()).data).toBeDefined());

    act(() => void store.dispatch(api.util.resetApiState()));

    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('a failed call shows the error, and the next reader asks again', async () => {
    const store = loggedInStore();
    apiServer.use(http.get(PREFS, inTurn(answer(null, 'E00500'), answer(prefs(true)))));
    const first = render(
      <Provider store={store}>
        <Prefs />
      </Provider>,
    );
    await screen.findByText('failed');
    first.unmount();

    render(
      <Provider store={store}>
        <Prefs />
      </Provider>,
    );

    expect(await screen.findByText('milestones true')).toBeInTheDocument();
  });
});
