// Next calls register() once when the server starts (https://nextjs.org/docs/app/guides/instrumentation),
// in the runtime (lib/runtime/server.ts) and in the test servers alike: the one place background work starts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackgroundWork } = await import('./lib/server/services/background');
  startBackgroundWork();
}
