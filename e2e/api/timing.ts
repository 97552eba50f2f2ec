import type { Answer } from './support';

// Timing comparisons that a busy machine does not break: many interleaved pairs, medians, and a
// second measurement before a verdict (a burst of load hits one run; a real gap shows in both).

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export type Kind = 'known' | 'unknown';

/**
 * Sends `send('known', i)` and `send('unknown', i)` in `pairs` pairs, alternating which goes first,
 * hands every answer to `check` and returns the median time of each kind and the median of the pairs'
 * differences (known minus unknown): a pair's two answers meet the same machine load, so load that
 * comes and goes cancels out of it, where it would tilt the two medians apart.
 */
export async function interleavedMedians(
  pairs: number,
  send: (kind: Kind, i: number) => Promise<Answer>,
  check: (kind: Kind, i: number, answer: Answer) => void = () => {},
) {
  const times: Record<Kind, number[]> = { known: [], unknown: [] };
  for (let i = 0; i < pairs; i += 1) {
    const order: Kind[] = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      const started = performance.now();
      const answer = await send(kind, i);
      times[kind].push(performance.now() - started);
      check(kind, i, answer);
    }
  }
  const gap = median(times.known.map((time, i) => time - times.unknown[i]));
  return { known: median(times.known), unknown: median(times.unknown), gap };
}

/** Measures, and measures again only when the first result is off; returns the last result. */
export async function measureTwice<T>(measure: (round: number) => Promise<T>, fine: (result: T) => boolean): Promise<T> {
  const first = await measure(1);
  return fine(first) ? first : measure(2);
}
