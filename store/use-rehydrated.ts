'use client';

import { useEffect, useState } from 'react';
import { startPersistence } from './client-store';

/** False until the persisted login and selections are back in the store (they are restored after hydration). */
export function useRehydrated() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void startPersistence().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
