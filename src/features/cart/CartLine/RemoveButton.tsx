// A cart line's Remove action (the cart page's and the mini cart's), named with the product for screen readers.
import { FormattedMessage, useIntl } from 'react-intl';

export default function RemoveButton({ productName, onRemove }: { productName: string; onRemove(): void }) {
  const { formatMessage } = useIntl();
  return (
    <button type="button" onClick={onRemove} aria-label={formatMessage({ id: 'cartLine.removeNamed', defaultMessage: 'Remove {name}' }, { name: productName })}>
      <FormattedMessage id="cartLine.remove" defaultMessage="Remove" />
    </button>
  );
}
