import { describe as describeRow } from './timeline';

const NAMES = { dealers: { south: '泰嵐汽車 高雄營業所' }, staff: { b7e1: '黃柏翰' } };
const describeEntry = (row: Parameters<typeof describeRow>[0]) => describeRow(row, NAMES);

const entry = (action: string, after: Record<string, unknown> | null, at = '2026-11-20T02:00:00Z') => ({
  id: 1,
  at: new Date(at),
  staffId: null,
  actor: '張家豪',
  action,
  recordKind: 'contract' as const,
  recordId: null,
  recordNumber: 'CT20261120-000001',
  before: null,
  after,
});

describe('what an audit entry means on a timeline', () => {
  it('a moved date gives the old day, the new day and the reason in words', () => {
    const moved = describeEntry(
      entry('milestone.move', {
        label: '排產',
        oldDate: '2026-12-01T16:00:00.000Z',
        newDate: '2026-12-20T16:00:00.000Z',
        reason: 'parts',
        reasonText: '',
      }),
    );
    expect(moved).toEqual({ title: '「排產」預計日期變更', detail: '2026/12/02 → 2026/12/21（原因：零件供應）', internal: false });
  });

  it('「其他」 shows the words the staff wrote', () => {
    const moved = describeEntry(
      entry('milestone.move', {
        label: '領牌',
        oldDate: null,
        newDate: '2026-12-20T16:00:00.000Z',
        reason: 'other',
        reasonText: '颱風停班',
      }),
    );
    expect(moved?.detail).toBe('未定 → 2026/12/21（原因：颱風停班）');
  });

  it('contacts and assignments are the staff’s own lines; a step recorded late names the day it happened', () => {
    expect(describeEntry(entry('preorder.contact', { kind: 'call', note: '確認車斗', nextStep: '' }))?.internal).toBe(true);
    expect(describeEntry(entry('contract.assign', { dealerCode: 'south' }))?.internal).toBe(true);
    expect(describeEntry(entry('milestone.done', { label: '交車', doneAt: '2026-11-18T16:00:00.000Z' }))?.detail).toBe(
      '完成日期 2026/11/19',
    );
    expect(describeEntry(entry('milestone.done', { label: '交車', doneAt: '2026-11-19T16:00:00.000Z' }))?.detail).toBe('');
  });

  it('an assignment names the dealer and the salesperson, never their codes', () => {
    expect(describeEntry(entry('contract.assign', { dealerCode: 'south', assigneeId: 'b7e1' }))?.detail).toBe(
      '經銷商：泰嵐汽車 高雄營業所，業務：黃柏翰',
    );
    expect(describeEntry(entry('preorder.assign', { dealerCode: 'south', assigneeId: null }))?.detail).toBe(
      '經銷商：泰嵐汽車 高雄營業所，尚未指派業務',
    );
  });

  it('an entry nobody reads on a timeline (a staff account change) is left out', () => {
    expect(describeEntry(entry('staff.update', {}))).toBeNull();
  });
});

describe('a salesperson taking a pre-order', () => {
  it('is a line of the staff only, naming who took it', () => {
    expect(describeEntry(entry('preorder.take', { assigneeId: 'x', assignee: '林業務' }))).toEqual({
      title: '業務接手',
      detail: '林業務 標記聯繫中時接手此預購單',
      internal: true,
    });
  });
});
