import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectInvalid, expectNotFound, newMember, someIp, send } from './support';
import { placedPreorder, staffCall, staffToken, taipeiDay, staffSend } from './staff-support';

// Issue 36, the contract's full text (汽車買賣契約書): its buyer reads it, as text and as a PDF, filled with the
// contract's facts under the terms version it was made with; nobody else's member account can; headquarters
// publishes new versions for contracts made from then on, and a contract already made keeps its own.

/** A new member's pre-order converted into a contract by headquarters: the member and the contract's uuid and number. */
async function newContract(request: APIRequestContext, kind: 'individual' | 'enterprise' = 'individual') {
  const { member, preorder } = await placedPreorder(request, kind);
  const hq = await staffToken(request, 'hq');
  const converted = await staffSend(request, hq, {
    call: 'POST /staff/preorders/v1/{number}/convert',
    params: { number: preorder.number },
    body: {
      version: 1,
    },
  });
  expect(converted.body.code, JSON.stringify(converted.body)).toBe('00000');
  const [contract] = (await send(request, { call: 'GET /order/contract/v1', token: member.token })).body.data;
  return { member, hq, uuid: contract.uuid, number: contract.number };
}

const readText = (request: APIRequestContext, token: string, uuid: string) =>
  send(request, { call: 'GET /order/contract/v1/{uuid}/text', params: { uuid }, token });

const fetchPdf = (request: APIRequestContext, token: string, path: string, header = 'cv-web-token') =>
  request.fetch(`/api${path}`, { headers: { [header]: token, 'X-Forwarded-For': someIp() } });

test('the buyer reads their own contract in full, as text and as a PDF with the Chinese font embedded; another member cannot', async ({
  request,
}) => {
  const { member, hq, uuid, number } = await newContract(request, 'enterprise');

  const text = await readText(request, member.token, uuid);
  expect(text.status, JSON.stringify(text.body)).toBe(200);
  const contract = text.body.data;
  expect(contract).toMatchObject({ title: '汽車買賣契約書', number });
  expect(contract.parties[0]).toMatchObject({ role: '甲方（買方）', name: '測試運輸有限公司' });
  expect(contract.parties[0].facts).toContainEqual({ label: '統一編號', value: '04595257' });
  expect(contract.prices.find((fact) => fact.label === '總價款（含稅）')?.value).toMatch(/^NT\$ [\d,]+$/);
  expect(contract.clauses[0]).toMatchObject({ number: '第一條', heading: '契約審閱期' });
  expect(contract.clauses[0].paragraphs[0]).toContain('審閱期間為 5 日');
  expect(JSON.stringify(contract)).not.toContain('{{');

  const pdf = await fetchPdf(request, member.token, `/order/contract/v1/${uuid}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifCJKtc-Regular/);

  // Another member's account: the portal's not-found answer, for the text and the PDF alike.
  const stranger = await newMember(request);
  expectNotFound(await readText(request, stranger.token, uuid));
  const strangerPdf = await fetchPdf(request, stranger.token, `/order/contract/v1/${uuid}/pdf`);
  expect(strangerPdf.status()).toBe(404);
  expect((await strangerPdf.json()).code).toBe('N00404');

  // The dealer's console reads the same text and PDF; a dealer out of reach does not.
  const staffText = await staffSend(request, hq, { call: 'GET /staff/contracts/v1/{number}/text', params: { number } });
  expect(staffText.body.data).toEqual(contract);
  const staffPdf = await fetchPdf(request, hq, `/staff/contracts/v1/${number}/pdf`, 'cv-staff-token');
  expect(staffPdf.status()).toBe(200);
  expect((await staffPdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The dealer moving the handover later changes 交車進度, never the contract's text: its date is the one agreed.
  const record = (await staffSend(request, hq, { call: 'GET /staff/contracts/v1/{number}', params: { number } })).body.data;
  const handover = record.milestones.find((milestone) => milestone.key === 'handover')!;
  const moved = await staffSend(request, hq, {
    call: 'POST /staff/contracts/v1/{number}/plan',
    params: { number },
    body: {
      version: record.version,
      step: handover.step,
      plannedOn: taipeiDay(120),
      reason: 'production',
    },
  });
  expect(moved.body.code, JSON.stringify(moved.body)).toBe('00000');
  expect((await readText(request, member.token, uuid)).body.data).toEqual(contract);

  // The enterprise buyer is in 高雄, the southern dealer's: the northern one's salesperson may not read it.
  const north = await staffToken(request, 'northSales');
  expectNotFound(await staffSend(request, north, { call: 'GET /staff/contracts/v1/{number}/text', params: { number } }));
  expectNotFound(await staffSend(request, north, { call: 'GET /staff/contracts/v1/{number}/pdf', params: { number } }));
});

test('a new terms version applies to contracts made from then on; a contract already made keeps the version it was made with', async ({
  request,
}) => {
  const before = await newContract(request);
  const { hq } = before;
  const terms = (await staffSend(request, hq, { call: 'GET /staff/contract-terms/v1' })).body.data;
  const current = terms.versions[0];
  expect(current.current).toBe(true);
  expect(terms.placeholders).toContain('審閱期天數');
  expect((await readText(request, before.member.token, before.uuid)).body.data.termsVersion).toBe(current.version);

  // Marketing may not publish; a fact no contract has and a stale version are refused with the reason.
  const marketing = await staffToken(request, 'marketing');
  expectNotFound(await staffSend(request, marketing, { call: 'GET /staff/contract-terms/v1' }));
  const code = `api-${Date.now().toString(36)}`;
  const text = `${current.text}\n\n## 附則（${code}）\n本版條款自發布日起適用於新成立之契約，版本 {{條款版本}}。`;
  expectInvalid(
    await staffSend(request, hq, {
      call: 'POST /staff/contract-terms/v1',
      body: {
        replaces: current.version,
        version: code,
        title: current.title,
        text: `${text}{{車價}}`,
      },
    }),
    'text',
  );
  const stale = await staffSend(request, hq, {
    call: 'POST /staff/contract-terms/v1',
    body: {
      replaces: 'older',
      version: code,
      title: current.title,
      text,
    },
  });
  expect(stale.body.code).toBe('S00409');

  const published = await staffSend(request, hq, {
    call: 'POST /staff/contract-terms/v1',
    body: {
      replaces: current.version,
      version: code,
      title: current.title,
      text,
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  expect(published.body.data.versions.slice(0, 2).map((version) => [version.version, version.current])).toEqual([
    [code, true],
    [current.version, false],
  ]);

  const audit = await staffCall<{ items: { action: string; recordNumber: string }[] }>(
    request,
    await staffToken(request, 'admin'),
    'GET',
    `/staff/audit/v1?record=${code}`,
  );
  expect(audit.body.data.items.map((entry) => [entry.action, entry.recordNumber])).toContainEqual(['contract-terms.publish', code]);

  const kept = (await readText(request, before.member.token, before.uuid)).body.data;
  expect(kept.termsVersion).toBe(current.version);
  expect(kept.clauses.map((clause) => clause.heading)).not.toContain(`附則（${code}）`);

  const after = await newContract(request);
  const made = (await readText(request, after.member.token, after.uuid)).body.data;
  expect(made.termsVersion).toBe(code);
  expect(made.clauses.at(-1)).toMatchObject({
    heading: `附則（${code}）`,
    paragraphs: [`本版條款自發布日起適用於新成立之契約，版本 ${code}。`],
  });
});
