/** @jest-environment node */
// The custom server and Next's bundle each load their own copy of a module; what lib/process-slots.js keeps
// is still one per process.

type Registry = typeof import('./process-slots');

/** A fresh copy of the registry module, as a second bundle would load it. */
function freshCopy(): Registry {
  let copy: Registry | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<Registry>('./process-slots');
  });
  return copy!;
}

describe('process slots', () => {
  it('gives two copies of the module the same object for a slot', () => {
    const [one, two] = [freshCopy(), freshCopy()];
    expect(one).not.toBe(two);
    const made = jest.fn(() => ({ value: 1 }));
    const first = one.processSlot('housekeeping', made);
    const second = two.processSlot('housekeeping', () => ({ value: 2 }));
    expect(second).toBe(first);
    expect(second.value).toBe(1);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('keeps the slots apart', () => {
    const registry = freshCopy();
    const db = registry.processSlot('db', () => ({ name: 'db' }));
    const mail = registry.processSlot('mail', () => ({ name: 'mail' }));
    expect(mail).not.toBe(db);
    expect(registry.processSlot('db', () => ({ name: 'other' }))).toBe(db);
  });

  it('shares the local mark between copies of lib/local-only.js', () => {
    let server: typeof import('./local-only') | undefined;
    let pages: typeof import('./local-only') | undefined;
    jest.isolateModules(() => (server = jest.requireActual<typeof import('./local-only')>('./local-only')));
    jest.isolateModules(() => (pages = jest.requireActual<typeof import('./local-only')>('./local-only')));
    expect(pages!.localMark()).toBeUndefined();
    server!.setLocalMark('mark-of-this-process');
    expect(pages!.localMark()).toBe('mark-of-this-process');
    server!.setLocalMark(undefined);
  });
});
