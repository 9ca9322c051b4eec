// Configurable options (flavour swatches, size): one radio group per option, so arrow keys move
// between values; combinations that do not exist or are sold out are disabled.
import { FormattedMessage } from 'react-intl';

import type { OptionModel, Selection } from '../productModel';
import styles from './productOptions.module.css';

export interface ProductOptionsProps {
  options: OptionModel[];
  selection: Selection;
  onSelect(optionUid: string, valueUid: string): void;
  isValueAvailable(optionUid: string, valueUid: string): boolean;
}

export default function ProductOptions({ options, selection, onSelect, isValueAvailable }: ProductOptionsProps) {
  return (
    <div className={styles.root}>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.uid === selection[option.uid]);
        const isFlavour = option.code === 'aroma';
        return (
          <fieldset key={option.uid} className={styles.option}>
            <legend className={styles.legend}>
              {option.label}
              {chosen?.label ? (
                <>
                  : <span className={styles.chosen}>{chosen.label}</span>
                </>
              ) : null}
            </legend>
            <div className={isFlavour ? `${styles.values} ${styles.swatches}` : styles.values}>
              {option.values.map((value) => {
                const available = isValueAvailable(option.uid, value.uid);
                const checked = value.uid === selection[option.uid];
                return (
                  <label
                    key={value.uid}
                    className={[styles.value, checked ? styles.checked : '', available ? '' : styles.unavailable].join(' ')}
                  >
                    <input
                      type="radio"
                      className={styles.input}
                      name={`option-${option.uid}`}
                      value={value.uid}
                      checked={checked}
                      disabled={!available}
                      onChange={() => onSelect(option.uid, value.uid)}
                    />
                    <span className={styles.valueLabel}>{value.label ?? value.swatch_data?.value}</span>
                    {available ? null : (
                      <span className="visually-hidden">
                        <FormattedMessage id="productOptions.unavailable" defaultMessage="(unavailable)" />
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
