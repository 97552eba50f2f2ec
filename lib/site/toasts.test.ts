// lib/site/toasts keeps its state per module: each test loads a fresh copy.
type Toasts = typeof import('./toasts');

function load(): Toasts {
  let fresh!: Toasts;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./toasts');
  });
  return fresh;
}

function fakeRuntime() {
  const shown: Array<[string, string, unknown]> = [];
  const toast = Object.assign((message: string, options: unknown) => shown.push(['blank', message, options]), {
    success: (message: string, options: unknown) => shown.push(['success', message, options]),
    error: (message: string, options: unknown) => shown.push(['error', message, options]),
    dismiss: jest.fn(),
  });
  return { toast: toast as unknown as Parameters<Toasts['toastRuntimeLoaded']>[0], shown, dismiss: toast.dismiss };
}

describe('toasts', () => {
  it('asks for the toaster with the first toast and shows what was asked meanwhile once it has loaded', () => {
    const toasts = load();
    const notified = jest.fn();
    toasts.toasterStore.subscribe(notified);
    expect(toasts.toasterStore.isNeeded()).toBe(false);
    toasts.showToast('已儲存', 'success');
    toasts.showToast('網路連線異常', 'error');
    expect(toasts.toasterStore.isNeeded()).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);

    const runtime = fakeRuntime();
    toasts.toastRuntimeLoaded(runtime.toast);
    expect(runtime.shown.map(([kind, message]) => [kind, message])).toEqual([
      ['success', '已儲存'],
      ['error', '網路連線異常'],
    ]);
    toasts.showToast('您已登出。');
    expect(runtime.shown.at(-1)).toEqual(['blank', '您已登出。', { id: '您已登出。' }]);
  });

  it('gives the same message the same id, so two at once show as one', () => {
    const toasts = load();
    const runtime = fakeRuntime();
    toasts.toastRuntimeLoaded(runtime.toast);
    toasts.showToast('登入狀態已失效，請重新登入。');
    toasts.showToast('登入狀態已失效，請重新登入。');
    const ids = runtime.shown.map(([, , options]) => (options as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
  });

  it('on a URL change dismisses the shown toasts, keeps one still waiting for the runtime, and shows the carried ones', () => {
    const toasts = load();
    toasts.onUrlChanged('/member/purchase?');
    toasts.showToast('登入狀態已失效，請重新登入。');
    toasts.carryToast('密碼已重設，請以新密碼登入', 'success');
    toasts.onUrlChanged('/?');
    const runtime = fakeRuntime();
    toasts.toastRuntimeLoaded(runtime.toast);
    expect(runtime.shown.map(([kind, message]) => [kind, message])).toEqual([
      ['blank', '登入狀態已失效，請重新登入。'],
      ['success', '密碼已重設，請以新密碼登入'],
    ]);

    toasts.onUrlChanged('/?');
    expect(runtime.dismiss).not.toHaveBeenCalled();
    toasts.onUrlChanged('/news?');
    expect(runtime.dismiss).toHaveBeenCalledTimes(1);
  });
});
