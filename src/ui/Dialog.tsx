import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocusReturn } from './useFocusReturn';

/** A modal dialog with a title, body and close button. */
export function Dialog({ open, onOpenChange, title, children, footer }: { open: boolean; onOpenChange: (v: boolean) => void; title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const onCloseAutoFocus = useDialogFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog" onCloseAutoFocus={onCloseAutoFocus}>
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="dialog-body">{children}</div>
          </RadixDialog.Description>
          <div className="dialog-footer">
            {footer}
            <RadixDialog.Close asChild>
              <button type="button" className="btn btn--secondary btn--md">
                <span>{t('common.close')}</span>
              </button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
