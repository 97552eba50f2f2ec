import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { PreorderDetail } from '@/lib/sale/purchases';
import { expect } from '../fixtures';
import { call, newMember, plainPreorder, send } from '../api/support';

// The staff tool and a member with a pre-order, for the tests that run beside the portal on PostgreSQL.

const run = promisify(execFile);

/** Runs the staff tool; its exit code and what it printed. */
export async function staff(...args: string[]) {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'staff', '--', ...args], { env: process.env });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

/** A new member with one pre-order of the first family's first vehicle. */
export async function memberWithPreorder(request: APIRequestContext, kind: 'individual' | 'enterprise' = 'individual') {
  const member = await newMember(request, kind);
  const [{ uuid }] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const family = (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: uuid } })).body.data;
  const body = plainPreorder(family);
  const placed = await call<PreorderDetail>(request, 'POST', '/order/order/v1', {
    token: member.token,
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status).toBe(201);
  return { member, preorder: placed.body.data };
}
