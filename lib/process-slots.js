// @ts-check
// Every piece of state this process shares between module instances, in one place. The custom server
// (lib/runtime/server.ts, bundled on its own into .next/runtime/server.mjs) and Next's server bundle
// (which itself loads a module once per layer: pages, route handlers) each load their own copy of the
// same modules, so a module-level variable would exist two or three times over: the runtime would close
// a database the pages never opened, a staff edit would empty one data cache and leave the others. What
// must be one per process is kept here instead, under one globalThis key, and only the owner named below
// reads or writes its slot. Plain CommonJS, like local-only.js, for both sides (plain Node loads it too).
//
// The slots, their owner and what they hold:
//   db           lib/server/db/handle.ts          the opening of the process's one database: { opening?: Promise }
//   caches       lib/server/cache/invalidate.ts   the caches invalidate() reaches ({ drops: Set }) and how the
//                                                 other instances are told ({ broadcast?: (tags) => void })
//   times        lib/server/cache/invalidate-at.ts the times named per cache tag at which its data changes by itself
//   data         lib/server/cache/cached.ts       the data cache of public data: a Map from key to entry
//   mail         lib/server/mail/outbox.ts        the mail dispatcher: its SMTP transport, the run under way,
//                                                 whether to run again, the timer that looks for due mail
//   housekeeping lib/server/services/housekeeping.ts when this process last asked to housekeep: { lastAt?: number }
//   localMark    lib/local-only.js                the random mark of requests from this machine (the local outbox),
//                                                 set by lib/runtime/server.ts: { value?: string }

/** @typedef {'db' | 'caches' | 'times' | 'data' | 'mail' | 'housekeeping' | 'localMark'} SlotName */

// Symbol.for: the same symbol in every module instance (and every realm) of the process.
const KEY = Symbol.for('truck-portal.process-slots');

/**
 * The object held in slot `name` of this process, made by `create` on the first call of any module
 * instance; every later call, from any copy of any module, gets that same object. A slot holds one
 * object: keep a value that is replaced (a promise, a time) as a property of it.
 * @template {object} T
 * @param {SlotName} name
 * @param {() => T} create
 * @returns {T}
 */
function processSlot(name, create) {
  const holder = /** @type {{ [KEY]?: Partial<Record<SlotName, object>> }} */ (globalThis);
  const slots = (holder[KEY] ??= {});
  return /** @type {T} */ (slots[name] ??= create());
}

module.exports = { processSlot };
