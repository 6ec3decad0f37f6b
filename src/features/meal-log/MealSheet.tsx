import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useDialogFocusReturn } from '../../ui/useFocusReturn';

/** A dialog that is a bottom sheet on phones (its buttons within thumb reach). */
export function MealSheet({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string; children: ReactNode }) {
  const onCloseAutoFocus = useDialogFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog sheet ml-sheet" {...(description ? {} : { 'aria-describedby': undefined })} onCloseAutoFocus={onCloseAutoFocus}>
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="ml-sheet-text">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
