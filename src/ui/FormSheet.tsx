import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';
import { useDialogFocusReturn } from './useFocusReturn';

/**
 * A form in a bottom sheet on phones (Save within thumb reach) and a dialog on
 * wider screens: its title, a banner when saving failed, its fields, Cancel
 * and Save. `onOpened` puts the focus on the first field.
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  formClassName,
  onSubmit,
  onOpened,
  failedText,
  cancelLabel,
  saveLabel,
  saving,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  formClassName: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onOpened: () => void;
  /** Shown above the fields when the last save failed. */
  failedText: string | null;
  cancelLabel: string;
  saveLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  const onCloseAutoFocus = useDialogFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            onOpened();
          }}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          <form className={`form ${formClassName}`} onSubmit={onSubmit} noValidate>
            {failedText ? <Banner tone="error">{failedText}</Banner> : null}
            {children}
            <div className="sheet-actions">
              <RadixDialog.Close asChild>
                <Button variant="secondary">{cancelLabel}</Button>
              </RadixDialog.Close>
              <Button type="submit" loading={saving}>
                {saveLabel}
              </Button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Saves, then closes the sheet; a save that throws keeps it open with `failed` set. */
export function useSaveAndClose<V>(onSave: (values: V) => Promise<void>, onOpenChange: (open: boolean) => void) {
  const [failed, setFailed] = useState(false);
  const save = async (values: V) => {
    setFailed(false);
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      setFailed(true);
    }
  };
  return { failed, setFailed, save };
}
