import { auditActionLabel } from './audit-actions';

describe('the audit log as the administrator reads it', () => {
  it('names each action in words, and shows an action it does not know by its code', () => {
    expect(auditActionLabel('milestone.move')).toBe('變更預計日期');
    expect(auditActionLabel('preorder.convert')).toBe('預購單轉為合約');
    expect(auditActionLabel('dealer.merge')).toBe('dealer.merge');
  });
});
