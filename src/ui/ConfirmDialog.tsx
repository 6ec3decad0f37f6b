import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useDialogFocusReturn } from './useFocusReturn';

/**
 * A question that needs an answer before anything happens (delete, sign out
 * with unsynced changes). The safe choice is first and takes the focus.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
}) {
  const onCloseAutoFocus = useDialogFocusReturn(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--confirm" onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="dialog-body">{children}</div>
          </AlertDialog.Description>
          <div className="dialog-footer dialog-footer--stack">
            <AlertDialog.Cancel asChild>
              <button type="button" className="btn btn--secondary btn--md">
                <span>{cancelLabel}</span>
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={`btn btn--${tone} btn--md`} onClick={onConfirm}>
                <span>{confirmLabel}</span>
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
