// One labelled value of an order's facts list (`<dl>`): number, date, total, status…
import type { ReactNode } from 'react';

export default function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
