/** @jest-environment node */
import type { OpenDatabase } from './client';

// Next's server bundle and the runtime each load their own copy of handle.ts: two module instances here.
async function copyOfHandle(): Promise<typeof import('./handle')> {
  let loaded: typeof import('./handle') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./handle');
  });
  return loaded!;
}

const fakeDatabase = () => {
  const close = jest.fn(async () => undefined);
  return { close, open: jest.fn(async () => ({ db: {}, kind: 'pglite', close }) as unknown as OpenDatabase) };
};

describe('the one database of the process', () => {
  it("is opened once, and the runtime's copy closes the database Next's copy opened", async () => {
    const [nexts, runtimes] = [await copyOfHandle(), await copyOfHandle()];
    expect(nexts).not.toBe(runtimes);
    const { open, close } = fakeDatabase();
    const opened = await nexts.sharedDatabase(open);
    expect(await runtimes.sharedDatabase(open)).toBe(opened);
    expect(open).toHaveBeenCalledTimes(1);
    await runtimes.closeDatabase();
    expect(close).toHaveBeenCalledTimes(1);
    // Closed, it is opened again by the next request rather than handed out closed.
    await nexts.sharedDatabase(open);
    expect(open).toHaveBeenCalledTimes(2);
    await nexts.closeDatabase();
  });

  it('an opening that fails is forgotten, so the next call tries again', async () => {
    const handle = await copyOfHandle();
    const { open } = fakeDatabase();
    await expect(handle.sharedDatabase(() => Promise.reject(new Error('not there yet')))).rejects.toThrow('not there yet');
    await handle.sharedDatabase(open);
    expect(open).toHaveBeenCalledTimes(1);
    await handle.closeDatabase();
  });

  it('closing without a database does nothing', async () => {
    await expect((await copyOfHandle()).closeDatabase()).resolves.toBeUndefined();
  });
});
