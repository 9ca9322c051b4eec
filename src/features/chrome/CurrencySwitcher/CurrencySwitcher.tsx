// Currency switcher: a menu of the available currency codes, hidden with one.
import { useIntl } from 'react-intl';

import SwitcherMenu from '../SwitcherMenu';
import { useCurrencySwitcher, type CurrencySwitcherOptions } from './useCurrencySwitcher';

export interface CurrencySwitcherProps extends CurrencySwitcherOptions {
  className?: string;
}

export default function CurrencySwitcher({ className, ...options }: CurrencySwitcherProps) {
  const { formatMessage } = useIntl();
  const { isHidden, currentCode, availableCodes, handleSwitch } = useCurrencySwitcher(options);
  if (isHidden) return null;
  return (
    <SwitcherMenu
      className={className}
      label={formatMessage({ id: 'currencySwitcher.label', defaultMessage: 'Currency: {code}' }, { code: currentCode })}
      triggerText={currentCode}
      listLabel={formatMessage({ id: 'currencySwitcher.list', defaultMessage: 'Choose a currency' })}
      options={availableCodes.map((code) => ({ value: code, label: code }))}
      current={currentCode}
      onSelect={handleSwitch}
    />
  );
}
