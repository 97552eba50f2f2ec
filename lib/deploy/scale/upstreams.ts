// Which instance answered what, from nginx's access log (lib/deploy/nginx.conf's `upstream` format):
// `upstream=127.0.0.1:3001` or, when nginx went on to the next instance, `upstream=127.0.0.1:3001, 127.0.0.1:3002`.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Logged {
  request: string;
  status: number;
  /** The instances' ports nginx tried, in order; the last answered. */
  tried: number[];
}

/** The log's length now: read the requests after it with `loggedSince`. */
export const logMark = (accessLog: string) => statSync(accessLog).size;

export function loggedSince(accessLog: string, mark: number): Logged[] {
  const text = readFileSync(accessLog).subarray(mark).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const request = /"([^"]*)"/.exec(line)?.[1] ?? '';
      const status = Number(/" (\d{3}) /.exec(line)?.[1] ?? 0);
      const upstream = /upstream=(.*?) upstream_status=/.exec(line)?.[1] ?? '';
      const tried = [...upstream.matchAll(/:(\d+)/g)].map((match) => Number(match[1]));
      return { request, status, tried };
    });
}

/** Requests answered per instance port, as "3001: 120 (40 %)". */
export function spread(logged: readonly Logged[]) {
  const counts = new Map<number, number>();
  for (const { tried } of logged) if (tried.length) counts.set(tried.at(-1)!, (counts.get(tried.at(-1)!) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([port, count]) => `${port}: ${count} (${Math.round((count / total) * 100)} %)`)
    .join(', ');
}

/** Requests nginx sent to more than one instance (the first failed or refused). */
export const retriedByNginx = (logged: readonly Logged[]) => logged.filter(({ tried }) => tried.length > 1);

/** nginx's error log, beside its access log. */
export const errorLogOf = (accessLog: string) => join(dirname(accessLog), 'error.log');

/** nginx's [error] lines since `mark` (logMark of the error log): why it answered 502 when it did. */
export function nginxErrorsSince(accessLog: string, mark: number) {
  return readFileSync(errorLogOf(accessLog))
    .subarray(mark)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.includes('[error]'));
}
