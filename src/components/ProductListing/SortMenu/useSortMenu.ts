// Menu-button behaviour for the sort menu: open/close, focus moves into the menu and back to the
// button, arrow keys / Home / End move between items, Escape and a click outside close it.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface SortMenuTalon {
  isOpen: boolean;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  menuRef: React.RefObject<HTMLUListElement | null>;
  rootRef: React.RefObject<HTMLDivElement | null>;
  toggle(): void;
  close(returnFocus?: boolean): void;
  handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>): void;
}

function menuItems(menu: HTMLUListElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')] : [];
}

export function useSortMenu(): SortMenuTalon {
  const [isOpen, setIsOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'checked' | 'first' | 'last'>('checked');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = true) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const items = menuItems(menuRef.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = focusOnOpen === 'first' ? items[0] : focusOnOpen === 'last' ? items[items.length - 1] : (checked ?? items[0]);
    target?.focus();
    const handlePointer = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', handlePointer);
    return () => document.removeEventListener('mousedown', handlePointer);
  }, [close, focusOnOpen, isOpen]);

  return {
    isOpen,
    buttonRef,
    menuRef,
    rootRef,
    toggle: () => {
      setFocusOnOpen('checked');
      setIsOpen((open) => !open);
    },
    close,
    handleButtonKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        setIsOpen(true);
      }
    },
    handleMenuKeyDown: (event) => {
      const items = menuItems(menuRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'ArrowDown':
          next = items[(index + 1) % items.length];
          break;
        case 'ArrowUp':
          next = items[(index - 1 + items.length) % items.length];
          break;
        case 'Home':
          next = items[0];
          break;
        case 'End':
          next = items[items.length - 1];
          break;
        case 'Escape':
          event.preventDefault();
          close();
          return;
        case 'Tab':
          close(false);
          return;
        default:
          return;
      }
      event.preventDefault();
      next?.focus();
    }
  };
}
