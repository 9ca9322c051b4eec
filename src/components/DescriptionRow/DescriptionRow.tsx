// One labelled value of a description list (`<dl>`): a price summary's line, an order's fact, a bank
// transfer's detail… The pair is wrapped in a div (allowed in a dl) so a row can be styled as one.
import type { ReactNode } from 'react';

export interface DescriptionRowProps {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}

export default function DescriptionRow({ label, className, children }: DescriptionRowProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
