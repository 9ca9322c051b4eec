// Nutrition facts table: nutrient, amount per serving and % of the reference intake.
import { FormattedMessage } from 'react-intl';

import type { NutritionFacts as Facts } from '../productModel';
import styles from './nutritionFacts.module.css';

export default function NutritionFacts({ facts }: { facts: Facts }) {
  const rows = (facts.rows ?? []).filter((row): row is NonNullable<typeof row> => Boolean(row?.name));
  const hasDailyValues = rows.some((row) => row.daily_value);
  return (
    <div className={styles.root}>
      {facts.serving_size || facts.servings_per_container ? (
        <p className={styles.serving}>
          {facts.serving_size ? (
            <FormattedMessage id="nutritionFacts.servingSize" defaultMessage="Serving size: {size}" values={{ size: facts.serving_size }} />
          ) : null}
          {facts.serving_size && facts.servings_per_container ? ' · ' : null}
          {facts.servings_per_container ? (
            <FormattedMessage
              id="nutritionFacts.servings"
              defaultMessage="Servings per container: {count}"
              values={{ count: facts.servings_per_container }}
            />
          ) : null}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>
          <FormattedMessage id="nutritionFacts.caption" defaultMessage="Nutrition facts per serving" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="nutritionFacts.nutrient" defaultMessage="Nutrient" />
            </th>
            <th scope="col">
              <FormattedMessage id="nutritionFacts.amount" defaultMessage="Per serving" />
            </th>
            {hasDailyValues ? (
              <th scope="col">
                <FormattedMessage id="nutritionFacts.dailyValue" defaultMessage="% RI*" />
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.name}-${index}`}>
              <th scope="row">{row.name}</th>
              <td>{row.amount}</td>
              {hasDailyValues ? <td>{row.daily_value ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {hasDailyValues ? (
        <p className={styles.note}>
          <FormattedMessage id="nutritionFacts.note" defaultMessage="* RI: reference intake for an average adult." />
        </p>
      ) : null}
    </div>
  );
}
