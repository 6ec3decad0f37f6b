import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type To } from 'react-router';
import { focusReturn } from './focusReturn';

/**
 * For a Radix Dialog or AlertDialog opened by `open` state: pass the result as
 * the Content's onCloseAutoFocus, and focus goes back to the button that
 * opened it.
 */
export function useDialogFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves the focus into the dialog.
  useLayoutEffect(() => {
    if (open) opener.current = focusReturn().opener();
  }, [open]);
  return useCallback((event: Event) => {
    if (focusReturn().dialogClosed(opener.current)) event.preventDefault();
    opener.current = null;
  }, []);
}

/** navigate() after a save: the new page's heading gets the focus. */
export function useNavigateToHeading() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: { replace?: boolean }) => {
      focusReturn().toNextHeading();
      void navigate(to, options);
    },
    [navigate],
  );
}
