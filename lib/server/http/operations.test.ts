/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { jsonSchema } from '@/lib/schemas/json-schema';
import { operations } from '@/lib/api/contract/operations';

const API = join(__dirname, '..', '..', '..', 'app', 'api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === 'route.ts' ? [join(dir, entry.name)] : [],
  );
}

// app/api/order/order/v1/[uuid]/route.ts -> /order/order/v1/{uuid}
const pathOf = (file: string) =>
  `/${relative(API, file)
    .replace(/\/?route\.ts$/, '')
    .replace(/\[([^\]]+)\]/g, '{$1}')}`;

const HANDLED = routeFiles(API).filter((file) => !file.includes('[...path]') && !file.includes('openapi.json'));

describe('the operations registry', () => {
  test('every operation states the schema of its data, which the OpenAPI document can say', () => {
    for (const [id, op] of Object.entries(operations)) {
      const json = jsonSchema(op.dataSchema);
      expect(`${id}: ${'type' in json || 'anyOf' in json}`).toBe(`${id}: true`);
    }
  });

  test('every handler of app/api takes its spec from the registry', () => {
    for (const file of HANDLED) {
      const source = readFileSync(file, 'utf8');
      const calls = [...source.matchAll(/route\(([^,]+),/g)].map(([, spec]) => spec.trim());
      expect(calls.length).toBeGreaterThan(0);
      for (const spec of calls) expect(spec).toMatch(/^operations\.\w+$/);
      for (const spec of calls) {
        const op = operations[spec.slice('operations.'.length) as keyof typeof operations];
        expect(op).toBeDefined();
        expect(`${op.path} in ${file}`).toBe(`${pathOf(file)} in ${file}`);
      }
    }
  });

  test('a handler exported as a method serves the method of its operation', () => {
    for (const file of HANDLED) {
      for (const [, method, id] of readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|DELETE) = route\(operations\.(\w+)/g)) {
        expect(`${operations[id as keyof typeof operations].method} ${id}`).toBe(`${method} ${id}`);
      }
    }
  });

  test('every operation has a route file that uses it', () => {
    const sources = HANDLED.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const id of Object.keys(operations)) expect(sources).toContain(`operations.${id}`);
  });
});
