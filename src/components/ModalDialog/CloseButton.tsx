// A dialog's close button: the × icon with its label.
import type { Ref } from 'react';

import Icon from '../Icon';

interface CloseButtonProps {
  label: string;
  onClick(): void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export default function CloseButton({ label, onClick, className, ref }: CloseButtonProps) {
  return (
    <button ref={ref} type="button" className={className} onClick={onClick} aria-label={label}>
      <Icon name="close" />
    </button>
  );
}
