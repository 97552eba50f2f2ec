import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taipeiDayStart } from '@/lib/format/dates';
import { replan } from '@/lib/purchase/delivery-plan';
import { StaffProviders } from './staff-providers';
import { MilestoneRow, type Milestone } from './milestone-row';

// Issue 36: the console shows the plan a date change makes (every step's old and new date) before it
// is confirmed, and says why a change is refused next to the action, not at the top of the page.

const at = (day: string) => taipeiDayStart(day).toISOString();
const NOW = new Date('2027-01-02T02:00:00Z');
const PLAN: Milestone[] = [
  { step: 1, label: '合約成立', plannedAt: at('2026-12-01'), doneAt: at('2026-12-01'), moves: [] },
  { step: 2, label: '排產', plannedAt: at('2026-12-11'), doneAt: at('2026-12-11'), moves: [] },
  { step: 3, label: '生產完成', plannedAt: at('2027-01-10'), doneAt: null, moves: [] },
  { step: 4, label: '到港／出廠', plannedAt: at('2027-01-11'), doneAt: null, moves: [] },
  { step: 5, label: '領牌', plannedAt: at('2027-01-20'), doneAt: null, moves: [] },
  { step: 6, label: '交車', plannedAt: at('2027-01-23'), doneAt: null, moves: [] },
];

function show(step: number, failure = '') {
  const onPlan = jest.fn(async () => true);
  const milestone = PLAN.find((item) => item.step === step)!;
  render(
    <StaffProviders>
      <ol>
        <MilestoneRow
          milestone={milestone}
          current={step === 3}
          editable
          busy={false}
          failure={failure}
          preview={(plannedOn) => replan(PLAN, step, taipeiDayStart(plannedOn), NOW)}
          onPlan={onPlan}
          onDone={jest.fn(async () => true)}
        />
      </ol>
    </StaffProviders>,
  );
  return { onPlan, row: screen.getByRole('listitem') };
}

describe('MilestoneRow', () => {
  it('moving 生產完成 five days later shows every later step moved by five days, and sends only once confirmed', async () => {
    const { onPlan, row } = show(3);
    fireEvent.change(within(row).getByLabelText('預計日期'), { target: { value: '2027-01-15' } });
    await userEvent.selectOptions(within(row).getByLabelText('改期原因'), 'parts');
    await userEvent.click(within(row).getByRole('button', { name: '更新預計日期' }));

    const plan = within(row).getByRole('region', { name: '變更後的交車計畫' });
    const lines = within(plan)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '生產完成：2027/01/10 → 2027/01/15',
      '到港／出廠：2027/01/11 → 2027/01/16',
      '領牌：2027/01/20 → 2027/01/25',
      '交車：2027/01/23 → 2027/01/28',
    ]);
    expect(onPlan).not.toHaveBeenCalled();

    await userEvent.click(within(row).getByRole('button', { name: '確認變更' }));
    expect(onPlan).toHaveBeenCalledWith({ plannedOn: '2027-01-15', reason: 'parts', reasonText: '' });
  });

  it('a date before the step ahead is refused next to the action, naming that step, and nothing is sent', async () => {
    const { onPlan, row } = show(4);
    fireEvent.change(within(row).getByLabelText('預計日期'), { target: { value: '2027-01-09' } });
    await userEvent.selectOptions(within(row).getByLabelText('改期原因'), 'shipping');
    await userEvent.click(within(row).getByRole('button', { name: '更新預計日期' }));

    expect(within(row).getByRole('alert')).toHaveTextContent('「到港／出廠」不能早於「生產完成」的預計日期 2027/01/10');
    expect(onPlan).not.toHaveBeenCalled();
  });

  it('the date unchanged says so next to the action, not that a reason is missing', async () => {
    const { onPlan, row } = show(3);
    await userEvent.click(within(row).getByRole('button', { name: '更新預計日期' }));

    expect(within(row).getByRole('alert')).toHaveTextContent('「生產完成」的預計日期已是 2027/01/10，日期未變更');
    expect(onPlan).not.toHaveBeenCalled();
  });

  it('a move without a reason, or 其他 without words, asks for them next to the action, and nothing is sent', async () => {
    const { onPlan, row } = show(3);
    fireEvent.change(within(row).getByLabelText('預計日期'), { target: { value: '2027-01-15' } });
    await userEvent.click(within(row).getByRole('button', { name: '更新預計日期' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('變更預計日期需要選擇原因');

    await userEvent.selectOptions(within(row).getByLabelText('改期原因'), 'other');
    await userEvent.type(within(row).getByLabelText('說明'), '雨');
    await userEvent.click(within(row).getByRole('button', { name: '更新預計日期' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('原因選「其他」時，請說明原因');
    expect(within(row).queryByRole('region', { name: '變更後的交車計畫' })).toBeNull();
    expect(onPlan).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of this step's action within the step", () => {
    const { row } = show(3, '合約 CT20270102-000001 已取消，不能更動預計日期');
    expect(within(row).getByRole('alert')).toHaveTextContent('已取消，不能更動預計日期');
  });
});
