// The header that carries the caller's address from the runtime to the routes: lib/runtime/request-guards.ts
// writes it from the socket, clientIp() (client-ip.ts) reads it back. Without 'server-only': the runtime loads it outside Next.
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
