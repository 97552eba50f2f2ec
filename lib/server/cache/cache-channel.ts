import { randomUUID } from 'node:crypto';
import pg, { type Pool } from 'pg';
import { logger, safeReason } from '../core/logger';
import { CACHE_TAGS, dropHere, setBroadcast, type CacheTag } from './invalidate';

// Several instances on one PostgreSQL (issue 21): a change made through one is told to the others with
// NOTIFY on one channel, and each drops its caches of the tags it names, within a second. Each instance
// listens on a connection of its own; while that connection is down nothing is heard, so when it is back
// the instance drops every cache once (what it missed is unknown) and listens again.

const { Client } = pg;
type Client = InstanceType<typeof Client>;
const CHANNEL = 'portal_cache';
const RECONNECT_MS = 1000;
/** This process, so that it does not drop its caches twice for its own change. */
const INSTANCE = randomUUID();

const isTag = (tag: unknown): tag is CacheTag => (CACHE_TAGS as readonly unknown[]).includes(tag);

/** The tags another instance's message names; none for this instance's own message or anything malformed. */
export function tagsFromOthers(payload: string | undefined, self: string = INSTANCE): CacheTag[] {
  try {
    const message = JSON.parse(payload ?? '') as { from?: unknown; tags?: unknown };
    if (message.from === self || !Array.isArray(message.tags)) return [];
    return message.tags.filter(isTag);
  } catch {
    return [];
  }
}

/** Tells the other instances through the pool and listens for theirs on a connection of its own; answers how to stop. */
export function joinCacheChannel(pool: Pool, connectionString: string): () => Promise<void> {
  let stopped = false;
  let listener: Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  setBroadcast((tags) => {
    pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: INSTANCE, tags })]).catch((error: unknown) => {
      logger.warn({ event: 'cache-notify-failed', reason: safeReason(error) });
    });
  });

  const lost = (client: Client, error?: unknown) => {
    if (stopped || (listener !== null && client !== listener)) return;
    listener = null;
    client.end().catch(() => undefined);
    logger.warn({ event: 'cache-channel-lost', reason: error ? safeReason(error) : 'connection ended' });
    clearTimeout(retry);
    retry = setTimeout(() => void listen(true), RECONNECT_MS);
    retry.unref?.();
  };
  const listen = async (afterLoss: boolean) => {
    if (stopped) return;
    const client = new Client({ connectionString });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      const tags = tagsFromOthers(message.payload);
      if (message.channel === CHANNEL && tags.length) dropHere(tags);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      // What was changed while nothing was heard is unknown: everything is read again.
      if (afterLoss) dropHere(CACHE_TAGS);
    } catch (error) {
      lost(client, error);
    }
  };
  void listen(false);

  return async () => {
    stopped = true;
    clearTimeout(retry);
    setBroadcast(null);
    await listener?.end().catch(() => undefined);
    listener = null;
  };
}
