// The local outbox (/dev/mailbox) is for the person at the machine only. lib/runtime/server.ts drops
// any LOCAL_HEADER a client sent and, for a request from a loopback socket, sets it to this process's
// random mark (setLocalMark, kept in the process's localMark slot, lib/process-slots.js); the mailbox
// compares it. Under plain `next start` there is no mark, so the mailbox stays shut. Plain CommonJS, like
// security-headers.js, for both sides.
const { processSlot } = require('./process-slots.js');

const LOCAL_HEADER = 'x-portal-local';

/** @type {() => { value?: string }} */
const markSlot = () => processSlot('localMark', () => ({}));

/** This process's mark (lib/runtime/server.ts sets it when it starts); undefined under plain `next start`. */
const localMark = () => markSlot().value;

/** Sets this process's mark; only lib/runtime/server.ts does, and tests. */
const setLocalMark = (/** @type {string | undefined} */ mark) => {
  markSlot().value = mark;
};

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the machine itself. */
const isLoopbackAddress = (address) => /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address ?? '') || address === '::1';

/** Whether a listening host name keeps the server on this machine. */
const isLoopbackHost = (host) => host === 'localhost' || isLoopbackAddress(host);

module.exports = { LOCAL_HEADER, localMark, setLocalMark, isLoopbackAddress, isLoopbackHost };
