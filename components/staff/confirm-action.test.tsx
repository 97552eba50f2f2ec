import { screen } from '@testing-library/react';
import { renderStaff } from '@/lib/testing/render-staff';
import { ConfirmAction } from './confirm-action';

function renderAction(error = '', onConfirm = jest.fn(async () => true)) {
  const view = renderStaff(
    <ConfirmAction label="轉為合約" title="轉為合約？" confirmLabel="確認轉為合約" busy={false} error={error} onConfirm={onConfirm}>
      將寄出合約通知信給 王小明（ming@example.com）
    </ConfirmAction>,
  );
  return { ...view, onConfirm };
}

describe('ConfirmAction', () => {
  it('says what will happen and does nothing until it is confirmed', async () => {
    const { user, onConfirm } = renderAction();
    await user.click(screen.getByRole('button', { name: '轉為合約' }));
    const dialog = screen.getByRole('dialog', { name: '轉為合約？' });
    expect(dialog).toHaveTextContent('將寄出合約通知信給 王小明（ming@example.com）');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '確認轉為合約' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('返回 closes it with nothing done', async () => {
    const { user, onConfirm } = renderAction();
    await user.click(screen.getByRole('button', { name: '轉為合約' }));
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a refusal right after its button, read out as an alert', () => {
    renderAction('此筆資料剛被其他人更新');
    const button = screen.getByRole('button', { name: '轉為合約' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('此筆資料剛被其他人更新');
    expect(button.nextElementSibling).toBe(alert);
  });
});
