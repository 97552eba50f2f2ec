import { fireEvent, render, screen } from '@testing-library/react';
import { ModalDialog } from './modal-dialog';

function renderDialog(onClose = jest.fn()) {
  render(
    <ModalDialog open onClose={onClose} title="變更電子郵件">
      <input aria-label="新的電子郵件" />
    </ModalDialog>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: '變更電子郵件' }) };
}

describe('ModalDialog', () => {
  it('closes on a press and release on the backdrop', () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a drag that began in a field ends on the backdrop, so nothing typed is lost', () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.pointerDown(screen.getByRole('textbox', { name: '新的電子郵件' }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape and its close button', () => {
    const { onClose, dialog } = renderDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
