// Every toast of the portal goes through here. react-hot-toast and its <Toaster> load with the first
// toast, so a page that never shows one never downloads them.
type ToastKind = 'blank' | 'success' | 'error';

const loadToast = () => import('react-hot-toast').then((m) => m.default);

let toasterNeeded = false;
const listeners = new Set<() => void>();
const carried: Array<[string, ToastKind]> = [];

export function showToast(message: string, kind: ToastKind = 'blank') {
  if (!toasterNeeded) {
    toasterNeeded = true;
    listeners.forEach((notify) => notify());
  }
  void loadToast().then((toast) => (kind === 'blank' ? toast(message) : toast[kind](message)));
}

/** Keeps a message for the page a navigation is about to open (toasts are cleared on every URL change). */
export function carryToast(message: string, kind: ToastKind = 'blank') {
  carried.push([message, kind]);
}

/** On every URL change: the old page's toasts go, the carried ones show. */
export function onUrlChanged() {
  if (toasterNeeded) void loadToast().then((toast) => toast.dismiss());
  for (const [message, kind] of carried.splice(0)) showToast(message, kind);
}

/** For useSyncExternalStore: whether the page needs the toaster yet. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isNeeded: () => toasterNeeded,
};
