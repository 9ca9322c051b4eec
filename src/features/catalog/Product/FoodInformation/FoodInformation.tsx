// What the label of a food says, before purchase (Reg. (EU) 1169/2011 art. 9 and 14: a food sold at a
// distance shows its mandatory particulars before the purchase is concluded; Legea 56/2021 and Directive
// 2002/46/EC art. 6: a food supplement is named as one and carries the three statements; Reg. (EC)
// 1223/2009 for cosmetics): the name of its category ('Food supplement'), the net quantity, the
// allergens, how to store it, the operator responsible for it, and a supplement's statements. Shown
// below the product's tabs whatever tab is open, from the product's own attributes; a back end
// without them leaves out what it does not say.
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import styles from './foodInformation.module.css';

export interface FoodInformationProps {
  product: {
    regulatory_category?: string | null;
    food_supplement?: boolean | null;
    net_quantity?: number | null;
    net_quantity_unit?: string | null;
    allergens?: ReadonlyArray<string | null> | null;
    storage_conditions?: string | null;
    food_business_operator?: string | null;
  };
}

const m = defineMessages({
  foodSupplement: { id: 'foodInformation.foodSupplement', defaultMessage: 'Food supplement' },
  food: { id: 'foodInformation.food', defaultMessage: 'Food' },
  cosmetic: { id: 'foodInformation.cosmetic', defaultMessage: 'Cosmetic product' }
});

/** The name of each regulatory category (the product's regulatory_category attribute). */
const CATEGORY = { food_supplement: m.foodSupplement, herbal_supplement: m.foodSupplement, food: m.food, cosmetic: m.cosmetic } as const;

const isCategory = (value: string): value is keyof typeof CATEGORY => Object.prototype.hasOwnProperty.call(CATEGORY, value);

/** The label's own figure and unit: '500 g', '50 ml', '120 pieces'. */
function NetQuantity({ amount, unit }: { amount: number; unit: string }) {
  const { formatNumber } = useIntl();
  if (unit === 'pcs') {
    return <FormattedMessage id="foodInformation.pieces" defaultMessage="{count, plural, one {# piece} other {# pieces}}" values={{ count: amount }} />;
  }
  return <>{`${formatNumber(amount, { useGrouping: false })} ${unit}`}</>;
}

export default function FoodInformation({ product }: FoodInformationProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const category = product.regulatory_category && isCategory(product.regulatory_category) ? product.regulatory_category : null;
  const isSupplement = product.food_supplement === true || category === 'food_supplement' || category === 'herbal_supplement';
  const allergens = (product.allergens ?? []).filter((allergen): allergen is string => Boolean(allergen?.trim()));
  const facts = [
    category ? { key: 'category', label: formatMessage({ id: 'foodInformation.category', defaultMessage: 'Category' }), value: formatMessage(CATEGORY[category]) } : null,
    product.net_quantity && product.net_quantity_unit
      ? {
          key: 'quantity',
          label: formatMessage({ id: 'foodInformation.netQuantity', defaultMessage: 'Net quantity' }),
          value: <NetQuantity amount={product.net_quantity} unit={product.net_quantity_unit} />
        }
      : null,
    allergens.length
      ? {
          key: 'allergens',
          label: formatMessage({ id: 'foodInformation.allergens', defaultMessage: 'Allergens' }),
          value: <strong>{allergens.join(', ')}</strong>
        }
      : null,
    product.storage_conditions?.trim()
      ? { key: 'storage', label: formatMessage({ id: 'foodInformation.storage', defaultMessage: 'Storage' }), value: product.storage_conditions }
      : null,
    product.food_business_operator?.trim()
      ? {
          key: 'operator',
          label: formatMessage({ id: 'foodInformation.operator', defaultMessage: 'Responsible operator' }),
          value: product.food_business_operator
        }
      : null
  ].filter((fact) => fact !== null);
  if (!facts.length && !isSupplement) return null;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="food-information">
      <h2 id={titleId} className={styles.title}>
        {isSupplement ? formatMessage(m.foodSupplement) : <FormattedMessage id="foodInformation.title" defaultMessage="Product information" />}
      </h2>
      {facts.length ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isSupplement ? (
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
      ) : null}
    </section>
  );
}
