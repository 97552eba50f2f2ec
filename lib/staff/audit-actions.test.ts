import { auditActionLabel, auditFieldsText } from './audit-actions';

describe('the audit log as the administrator reads it', () => {
  it('names each action in words, and shows an action it does not know by its code', () => {
    expect(auditActionLabel('milestone.move')).toBe('變更預計日期');
    expect(auditActionLabel('preorder.convert')).toBe('預購單轉為合約');
    expect(auditActionLabel('dealer.merge')).toBe('dealer.merge');
  });

  it('shows a change one field a line: text as it is, numbers, nulls and dates as JSON', () => {
    expect(auditFieldsText({ status: 'contacting', version: 2, assigneeId: null, note: '週五回電' })).toBe(
      'status: contacting\nversion: 2\nassigneeId: null\nnote: 週五回電',
    );
    expect(auditFieldsText({ plannedAt: new Date('2026-12-05T00:00:00Z') })).toBe('plannedAt: "2026-12-05T00:00:00.000Z"');
    expect(auditFieldsText(null)).toBe('');
    expect(auditFieldsText(undefined)).toBe('');
  });
});
