// The store and currency switchers' shared dropdown: a disclosure button and a list of choices
// (open/closed toggles; a press outside, focus leaving or Escape closes them). Arrow keys
// move through the choices; the current one is marked.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { cx } from '../../../components/classNames';
import ChromeIcon from '../ChromeIcon';
import { useDismiss } from '../useDismiss';
import styles from './switcherMenu.module.css';

interface SwitcherOption {
  value: string;
  label: string;
}

interface SwitcherMenuProps {
  /** Accessible name of the trigger; contains its visible text. */
  label: string;
  /** What the trigger shows (the current choice). */
  triggerText: ReactNode;
  /** Accessible name of the list. */
  listLabel: string;
  options: readonly SwitcherOption[];
  current: string;
  onSelect: (value: string) => void;
  className?: string;
}

export default function SwitcherMenu({ label, triggerText, listLabel, options, current, onSelect, className }: SwitcherMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  useDismiss(isOpen, () => setOpen(false), { inside: [rootRef], returnFocusRef: triggerRef });

  const optionButtons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const focusOption = (which: 'current' | 'first' | 'last' | number) => {
    const buttons = optionButtons();
    if (buttons.length === 0) return;
    let index: number;
    if (which === 'first') index = 0;
    else if (which === 'last') index = buttons.length - 1;
    else if (which === 'current') index = Math.max(0, options.findIndex((option) => option.value === current));
    else index = (which + buttons.length) % buttons.length;
    buttons[index]?.focus();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    // The list renders on this update; focus it on the next frame.
    requestAnimationFrame(() => focusOption(event.key === 'ArrowDown' ? 'current' : 'last'));
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = optionButtons();
    const position = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') focusOption(position + 1);
    else if (event.key === 'ArrowUp') focusOption(position - 1);
    else if (event.key === 'Home') focusOption('first');
    else if (event.key === 'End') focusOption('last');
    else return;
    event.preventDefault();
  };

  const choose = (value: string) => {
    setOpen(false);
    triggerRef.current?.focus();
    if (value !== current) onSelect(value);
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={handleTriggerKeyDown}
      >
        <span className={styles.triggerText}>{triggerText}</span>
        <ChromeIcon name="chevronDown" size={14} className={cx(styles.chevron, isOpen && styles.chevronOpen)} />
      </button>
      {isOpen ? (
        <ul ref={listRef} id={listId} className={styles.list} aria-label={listLabel} onKeyDown={handleListKeyDown}>
          {options.map((option) => {
            const isCurrent = option.value === current;
            return (
              <li key={option.value}>
                <button
                  type="button"
                  className={cx(styles.option, isCurrent && styles.current)}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => choose(option.value)}
                >
                  {option.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
