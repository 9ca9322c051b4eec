// Store switcher: a menu of the store groups, hidden with one group.
import { useIntl } from 'react-intl';

import type { StoreSwitchControl } from '../../../components/StoreSwitch';
import SwitcherMenu from '../SwitcherMenu';
import { useStoreSwitcher } from './useStoreSwitcher';

export interface StoreSwitcherProps {
  control: Pick<StoreSwitchControl, 'switchStore'>;
  className?: string;
}

export default function StoreSwitcher({ control, className }: StoreSwitcherProps) {
  const { formatMessage } = useIntl();
  const { isHidden, groups, currentGroupCode, currentGroupName, handleSwitch } = useStoreSwitcher(control);
  if (isHidden) return null;
  return (
    <SwitcherMenu
      className={className}
      label={formatMessage({ id: 'storeSwitcher.label', defaultMessage: 'Store: {name}' }, { name: currentGroupName })}
      triggerText={currentGroupName}
      listLabel={formatMessage({ id: 'storeSwitcher.list', defaultMessage: 'Choose a store' })}
      options={groups.map((group) => ({ value: group.code, label: group.name }))}
      current={currentGroupCode}
      onSelect={handleSwitch}
    />
  );
}
