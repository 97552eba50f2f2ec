'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/**
 * Collects the styles Emotion writes while the server renders a Chakra island and puts them into the HTML
 * before the markup that uses them, so server and browser agree (chakra-ui #10942).
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'ck' });
    cache.compat = true;
    const insert = cache.insert;
    let names: string[] = [];
    cache.insert = (...args) => {
      const serialized = args[1];
      if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const flushed = names;
      names = [];
      return flushed;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const css = names.map((name) => registry.cache.inserted[name]).join('');
    return (
      <style key={names.join(' ')} data-emotion={`${registry.cache.key} ${names.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
