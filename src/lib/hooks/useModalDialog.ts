/**
 * Runs a native `<dialog>` as a modal from React state: `showModal()` while
 * `isOpen`, `close()` when it is not. The browser then does what a modal
 * needs: the dialog goes to the top layer, the rest of the page becomes
 * inert (no focus, no clicks, hidden from screen readers), and Escape (or a
 * phone's Back gesture) asks the dialog to close.
 *
 * What this hook adds, because the platform does not do it (or not in every
 * browser):
 * - The state stays the one truth. Escape fires `cancel` on the dialog; it is
 *   turned into `onClose()` and the dialog closes when the state says so. A
 *   close the page cannot refuse (the browser may skip `cancel` when Escape is
 *   pressed repeatedly) also reports `onClose()`.
 * - Focus goes to `initialFocus` on open (browsers differ on where
 *   `showModal()` puts it) and, on close, back to the element that had it
 *   when the dialog opened: browsers give it back only when the dialog is
 *   closed, not when it is removed from the page (the lightbox unmounts as it
 *   closes).
 * - Tab goes round the dialog's controls (useFocusTrap): the platform lets it
 *   out to the browser's address bar between the last and the first.
 * - The page behind does not scroll (useScrollLock): a modal dialog makes the
 *   page inert, but the wheel or a finger on the backdrop still scrolls it.
 *
 * The dialog must be rendered closed (no `open` attribute): the build renders
 * the HTML on the server, where there is no top layer.
 */
import {useEffect, useRef, type RefObject} from 'react';
import {useFocusTrap} from './useFocusTrap';
import {useScrollLock} from './useScrollLock';

export interface ModalDialogOptions {
  /** Called when the visitor asks the dialog to close (Escape, Back gesture). */
  readonly onClose: () => void;
  /** Element to focus when the dialog opens; defaults to where `showModal()` puts focus. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/** Shows `dialogRef` as a modal while `isOpen`, keeping the state, focus and page scroll in step. */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean, {onClose, initialFocus}: ModalDialogOptions): void {
  // Kept in refs so that a new closure on every render neither re-runs the
  // effect (which would close and reopen the dialog) nor goes stale.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useScrollLock(isOpen);
  useFocusTrap(dialogRef, isOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) {
      return undefined;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Only reached while the state still says open: this effect's own close()
    // below comes after the listener is gone.
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    if (!dialog.open) {
      dialog.showModal();
    }
    initialFocusRef.current?.current?.focus();

    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) {
        dialog.close();
      }
      if (opener?.isConnected) {
        opener.focus();
      }
    };
  }, [dialogRef, isOpen]);
}
