// The store and currency switchers together, as one lazily loaded piece of the header: with a single
// store group and a single currency (the usual case) neither shows, so their code and queries wait
// until the page is idle.
import type { StoreSwitchControl } from '../../../components/StoreSwitch';
import CurrencySwitcher from '../CurrencySwitcher';
import StoreSwitcher from '../StoreSwitcher';

export interface HeaderSwitchersProps {
  control: Pick<StoreSwitchControl, 'switchStore'>;
  className?: string;
}

export default function HeaderSwitchers({ control, className }: HeaderSwitchersProps) {
  return (
    <>
      <StoreSwitcher control={control} className={className} />
      <CurrencySwitcher className={className} />
    </>
  );
}
