// The statements a food supplement's page must carry (Directive 2002/46/EC, HG 1197/2002): that it is a
// food supplement, not to exceed the recommended daily dose, that it is no substitute for a varied,
// balanced diet and a healthy lifestyle, and to keep it out of the reach of young children. Shown below
// the product's details when the product's food_supplement attribute says so.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import styles from './supplementStatements.module.css';
import { useSupplementStatements } from './useSupplementStatements';

export default function SupplementStatements({ sku }: { sku: string }) {
  const { isFoodSupplement } = useSupplementStatements(sku);
  const titleId = useId();
  if (!isFoodSupplement) return null;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="supplement-statements">
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage id="supplementStatements.title" defaultMessage="Food supplement" />
      </h2>
      <ul className={styles.list}>
        <li>
          <FormattedMessage id="supplementStatements.dose" defaultMessage="Do not exceed the recommended daily dose." />
        </li>
        <li>
          <FormattedMessage
            id="supplementStatements.diet"
            defaultMessage="Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle."
          />
        </li>
        <li>
          <FormattedMessage id="supplementStatements.children" defaultMessage="Keep out of the reach of young children." />
        </li>
      </ul>
    </section>
  );
}
