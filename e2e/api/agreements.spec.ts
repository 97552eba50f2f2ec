import { expect, test } from '@playwright/test';
import type { AgreementVersion } from '@/lib/schemas/catalog-editing-data';
import { call, expectInvalid, expectNotFound, newMember, plainPreorder, send } from './support';
import { staffCall, staffToken, staffSend } from './staff-support';

// Issue 20, the pre-order agreement's versions (總公司業務 and 管理員): a new version is in force at once
// for every family; a buyer who accepted the one before is asked to read the new one; a pre-order keeps
// the version its buyer accepted; another version published meanwhile is S00409; the versions stay.

async function firstFamily(request: Parameters<typeof call>[0]) {
  const [summary] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  return (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: summary.uuid } })).body.data;
}

test('a new version is in force at once: a pre-order naming the one before is asked to read it; one naming it keeps it', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const versions = (await staffSend(request, hq, { call: 'GET /staff/agreements/v1' })).body.data;
  const current = versions[0];
  expect(current).toMatchObject({ current: true, title: expect.stringMatching(/[\u4e00-\u9fff]/) });
  expect(versions.filter((version) => version.current)).toHaveLength(1);

  const before = await firstFamily(request);
  expect(before.agreement.version).toBe(current.version);
  const member = await newMember(request);
  const order = (agreementVersion: string) =>
    call<{ uuid: string; agreementVersion: string }>(request, 'POST', '/order/order/v1', {
      token: member.token,
      body: { ...plainPreorder(before), agreementVersion },
      headers: { 'Idempotency-Key': `test-${crypto.randomUUID()}` },
    });
  const earlier = await order(current.version);
  expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);

  const code = `api-${Date.now().toString(36)}`;
  const text = `${current.text}\n\n七、本須知自公告日起適用於新送出之預購；先前已成立之預購仍依當時同意之版本辦理。`;
  const published = await staffSend(request, hq, {
    call: 'POST /staff/agreements/v1',
    body: {
      replaces: current.version,
      version: code,
      title: current.title,
      text,
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  expect(published.body.data.map((version) => [version.version, version.current])).toEqual([
    [code, true],
    ...versions.map((version) => [version.version, false]),
  ]);

  // Every family's pre-order step now shows it, at once.
  const after = await firstFamily(request);
  expect(after.agreement).toEqual({ version: code, text });
  expect((await order(current.version)).body).toMatchObject({
    code: 'O00001',
    message: '預購須知已更新，請閱讀新版內容並勾選同意後再送出',
  });
  const later = await order(code);
  expect(later.status, JSON.stringify(later.body)).toBe(201);
  expect(later.body.data.agreementVersion).toBe(code);
  const kept = await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: earlier.body.data.uuid }, token: member.token });
  expect(kept.body.data.agreementVersion).toBe(current.version);

  // Sent by someone who saw the version before: S00409 with the versions as they are now; a code used is refused.
  const stale = await staffCall(request, hq, 'POST', '/staff/agreements/v1', {
    replaces: current.version,
    version: `${code}-b`,
    title: '標題',
    text,
  });
  expect(stale.body.code).toBe('S00409');
  expect((stale.body.data as { record: AgreementVersion[] }).record[0].version).toBe(code);
  expectInvalid(
    await staffSend(request, hq, {
      call: 'POST /staff/agreements/v1',
      body: { replaces: code, version: current.version, title: '標題', text },
    }),
    'version',
  );
  // The same words again are no new version; a long one (20,000 characters, three bytes each) is.
  const same = await staffSend(request, hq, {
    call: 'POST /staff/agreements/v1',
    body: {
      replaces: code,
      version: `${code}-b`,
      title: current.title,
      text,
    },
  });
  expect(same.body).toMatchObject({ code: 'S00422', message: '新版的標題與內容與目前的版本相同；沒有變更不需發布新版' });
  const long = await staffSend(request, hq, {
    call: 'POST /staff/agreements/v1',
    body: {
      replaces: code,
      version: `${code}-long`,
      title: current.title,
      text: `${text}\n\n${'須'.repeat(20_000 - text.length - 2)}`,
    },
  });
  expect(long.status, JSON.stringify(long.body).slice(0, 300)).toBe(201);
  expect(long.body.data[0]).toMatchObject({ version: `${code}-long`, current: true });
  expect(long.body.data[0].text).toHaveLength(20_000);
  expect(Date.parse(long.body.data[0].publishedAt)).toBeGreaterThan(Date.parse(long.body.data[1].publishedAt));
  // The run's later journeys read an agreement of a usual length again.
  const usual = await staffSend(request, hq, {
    call: 'POST /staff/agreements/v1',
    body: {
      replaces: `${code}-long`,
      version: `${code}-end`,
      title: current.title,
      text,
    },
  });
  expect(usual.status, JSON.stringify(usual.body)).toBe(201);

  const audit = await staffCall<{ items: { action: string; recordNumber: string }[] }>(
    request,
    await staffToken(request, 'admin'),
    'GET',
    `/staff/audit/v1?record=${code}`,
  );
  expect(audit.body.data.items.map((entry) => [entry.action, entry.recordNumber])).toContainEqual(['agreement.publish', code]);
});

test('bad versions get each field its message and publish nothing; only headquarters and the administrator publish', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const versions = (await staffSend(request, hq, { call: 'GET /staff/agreements/v1' })).body.data;
  expectInvalid(
    await staffSend(request, hq, {
      call: 'POST /staff/agreements/v1',
      body: {
        replaces: versions[0].version,
        version: '第二版 !',
        title: '',
        text: '太短',
      },
    }),
    'version',
    'title',
    'text',
  );
  expect((await staffSend(request, hq, { call: 'GET /staff/agreements/v1' })).body.data).toEqual(versions);
  const marketing = await staffToken(request, 'marketing');
  expectNotFound(await staffSend(request, marketing, { call: 'GET /staff/agreements/v1' }));
  expectNotFound(await staffCall(request, await staffToken(request, 'northSales'), 'POST', '/staff/agreements/v1', {}));
});
