// Every toast of the portal goes through here. react-hot-toast and its <Toaster> load with the first
// toast, so a page that never shows one never downloads them. Only the toaster host (ShellClient)
// imports the runtime: a second dynamic import elsewhere made the bundler ship a second copy.
import type toastFunction from 'react-hot-toast';

type ToastKind = 'blank' | 'success' | 'error';
type Toast = typeof toastFunction;

let toasterNeeded = false;
let runtime: Toast | null = null;
const listeners = new Set<() => void>();
const waiting: Array<[string, ToastKind]> = [];
const carried: Array<[string, ToastKind]> = [];

// The message is the toast's id: the same message asked for twice (two calls refused at once) shows once.
const show = (toast: Toast, message: string, kind: ToastKind) =>
  kind === 'blank' ? toast(message, { id: message }) : toast[kind](message, { id: message });

export function showToast(message: string, kind: ToastKind = 'blank') {
  if (runtime) {
    show(runtime, message, kind);
    return;
  }
  waiting.push([message, kind]);
  if (!toasterNeeded) {
    toasterNeeded = true;
    listeners.forEach((notify) => notify());
  }
}

/** Called by the runtime module once it has loaded: the toasts asked for meanwhile show now. */
export function toastRuntimeLoaded(toast: Toast) {
  runtime = toast;
  for (const [message, kind] of waiting.splice(0)) show(toast, message, kind);
}

/** Keeps a message for the page a navigation is about to open (toasts are cleared on every URL change). */
export function carryToast(message: string, kind: ToastKind = 'blank') {
  carried.push([message, kind]);
}

let lastUrl: string | null = null;

/**
 * On every URL change: the old page's shown toasts go, the carried ones show. One still waiting for the
 * runtime stays: it was asked for just now (a session that ended as the page changed), so dropping it
 * would lose the message. The same URL again (a re-render renewing the search params) changes nothing.
 */
export function onUrlChanged(url: string) {
  if (url === lastUrl) return;
  lastUrl = url;
  runtime?.dismiss();
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
