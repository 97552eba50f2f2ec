/** @jest-environment node */
import { operations } from '@/lib/api/contract/operations';
import { staffOperations } from '@/lib/api/contract/staff-operations';
import type { Operation } from '@/lib/api/contract/operation';
import { API_CODES } from '@/lib/api/codes';
import { validate } from '@/lib/testing/json-schema-validator.mjs';
import { challengeLapsed } from '../core/api-failure';
import { openApiDocument } from './openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document's plain JSON

describe('the OpenAPI document', () => {
  const all = { ...operations, ...staffOperations } as Record<string, Operation>;
  const lapsing = Object.entries(all).filter(([, op]) => op.errorData?.C00001);

  test.each(lapsing)('documents the data of a lapsed sign-in challenge (C00001) in %s, beside the field errors of its status', (_, op) => {
    const doc = openApiDocument() as Json;
    const lapsed = challengeLapsed();
    const answer =
      doc.paths[op.path][op.method.toLowerCase()].responses[String(API_CODES.C00001.status)].content['application/json'].schema;
    expect(validate(answer, { code: lapsed.code, message: lapsed.message, data: lapsed.data }, doc)).toEqual([]);
    // The field errors of V00001, which shares the status, still conform; an unrelated shape does not.
    expect(validate(answer, { code: 'V00001', message: 'x', data: { errors: [{ path: 'code', message: 'x' }] } }, doc)).toEqual([]);
    expect(validate(answer, { code: 'C00001', message: 'x', data: { restart: 'yes', extra: 1 } }, doc)).not.toEqual([]);
  });
  test('has operations whose refusal carries data beside V00001', () => expect(lapsing.length).toBeGreaterThanOrEqual(2));
});
