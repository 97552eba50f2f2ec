/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, hintRootMainFiles } from './compile-hints.mjs';

describe('hintRootMainFiles', () => {
  const next = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const chunk = (name: string) => readFileSync(join(next, 'static', 'chunks', name), 'utf8');
  beforeAll(() => {
    mkdirSync(join(next, 'static', 'chunks'), { recursive: true });
    for (const name of ['react-dom.js', 'runtime.js', 'mapped.js', 'a-page.js'])
      writeFileSync(join(next, 'static', 'chunks', name), `/* ${name} */`);
    writeFileSync(join(next, 'static', 'chunks', 'mapped.js.map'), '{"version":3,"sections":[]}');
    writeFileSync(
      join(next, 'build-manifest.json'),
      JSON.stringify({
        rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js', 'static/chunks/mapped.js'],
        polyfillFiles: [],
      }),
    );
  });

  it('opens each script every page starts with by the hint, and leaves a page’s own scripts as they were', () => {
    expect(hintRootMainFiles(next)).toBe(2);
    expect(chunk('react-dom.js')).toBe(`${COMPILE_HINT}/* react-dom.js */`);
    expect(chunk('runtime.js')).toBe(`${COMPILE_HINT}/* runtime.js */`);
    expect(chunk('a-page.js')).toBe('/* a-page.js */');
  });

  it('leaves a script with a source map as it is, so the map’s positions stay true', () => {
    expect(chunk('mapped.js')).toBe('/* mapped.js */');
  });

  it('puts it there once when the build’s last steps run again', () => {
    expect(hintRootMainFiles(next)).toBe(0);
    expect(chunk('react-dom.js')).toBe(`${COMPILE_HINT}/* react-dom.js */`);
  });
});
