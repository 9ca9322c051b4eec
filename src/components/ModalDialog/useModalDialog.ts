// What a modal dialog (drawer, zoomed image, offers, edit item) does with the keyboard and the focus: the
// focus moves to its close button when it opens; Escape closes it; Tab and Shift+Tab stay inside (and come
// back in from outside); optionally the page behind does not scroll and the focus goes back, on closing,
// to what had it when the dialog opened. A layout effect: all this holds from the moment it is on screen.
import { useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogOptions {
  /** Whether it is open (a drawer stays mounted while closed); open unless said otherwise. */
  open?: boolean;
  onClose(): void;
  /** Other keys the dialog answers (the zoomed image's arrows). */
  onKeyDown?(event: KeyboardEvent): void;
  /** The page behind does not scroll while it is open. */
  lockScroll?: boolean;
  /** On closing, the focus goes back to what had it when the dialog opened (if still on the page). */
  returnFocus?: boolean;
}

export function useModalDialog<T extends HTMLElement>({ open = true, onClose, onKeyDown, lockScroll = false, returnFocus = false }: ModalDialogOptions) {
  const dialogRef = useRef<T>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const handlers = useRef({ onClose, onKeyDown });
  useLayoutEffect(() => {
    handlers.current = { onClose, onKeyDown };
  }, [onClose, onKeyDown]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    if (lockScroll) document.body.style.overflow = 'hidden';

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
        return;
      }
      if (event.key !== 'Tab') {
        handlers.current.onKeyDown?.(event);
        return;
      }
      const dialog = dialogRef.current;
      if (!dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      if (lockScroll) document.body.style.overflow = overflow;
    };
  }, [open, lockScroll]);

  // A passive effect: React puts back, after its layout effects' clean-ups, the focus it found before
  // committing; giving the focus back there would be undone.
  useEffect(() => {
    if (!open || !returnFocus) return undefined;
    return () => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, returnFocus]);

  return { dialogRef, closeRef };
}
