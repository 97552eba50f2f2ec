import toast from 'react-hot-toast';

const carried: string[] = [];

/** Keeps a message for the page a navigation is about to open (toasts are cleared on every URL change). */
export function carryToast(message: string) {
  carried.push(message);
}

/** On every URL change: the old page's toasts go, the carried ones show. */
export function onUrlChanged() {
  toast.dismiss();
  for (const message of carried.splice(0)) toast(message);
}
