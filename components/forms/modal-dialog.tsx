'use client';

import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cx, slot } from '@/lib/theme/cx';

/**
 * A dialog with a title and a close button, on the browser's own modal <dialog>, which makes the rest of
 * the page inert (Tab goes from its last control to the browser's own, not to the page); Escape and the close button call `onClose`. `placement="center"` is full
 * screen on phones and centred from the sm breakpoint; "end" is a drawer at the side with an optional
 * footer. `returnFocusTo` names the control that opened it, where focus goes back on closing.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  closeLabel = '關閉',
  returnFocusTo,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  placement?: 'center' | 'end';
  closeLabel?: string;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const restoreFocus = useEffectEvent((opener: HTMLElement | null) => (returnFocusTo?.() ?? opener)?.focus());
  const recipe = placement === 'end' ? 'drawer' : 'dialog';
  // Where the press began: a drag from a field that ends on the backdrop is no click outside.
  const pressedOnBackdrop = useRef(false);

  // Before paint, so the panel never shows empty between its content going and the dialog closing.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      restoreFocus(opener);
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={cx(placement === 'end' ? 'ui-drawer' : 'ui-dialog')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides (it closes by changing `open`), so state and screen agree.
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A press and release on the backdrop land on the <dialog> itself (its content covers the rest).
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {open && (
        <>
          <div className={slot(recipe, 'header', {})}>
            <h2 id={titleId} className={slot(recipe, 'title', {})}>
              {title}
            </h2>
          </div>
          <div className={slot(recipe, 'body', {})}>{children}</div>
          {footer && <div className={cx(slot(recipe, 'footer', {}), 'ui-footer-start')}>{footer}</div>}
          <div className={slot(recipe, 'closeTrigger', {})}>
            <Button variant="ghost" size="sm" className={cx('ui-icon-button')} aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M18.7 6.7a1 1 0 0 0-1.4-1.4L12 10.6 6.7 5.3a1 1 0 0 0-1.4 1.4l5.3 5.3-5.3 5.3a1 1 0 1 0 1.4 1.4l5.3-5.3 5.3 5.3a1 1 0 0 0 1.4-1.4L13.4 12l5.3-5.3Z" />
              </svg>
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
