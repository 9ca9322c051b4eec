// Nutrition facts: per serving (the recommended daily portion) with % of the reference intake, as a food
// supplement declares them (Directive 2002/46/EC art. 8), and per 100 g, the declaration of a food such
// as a protein powder or bar (Reg. (EU) 1169/2011 art. 30-32).
import { FormattedMessage } from 'react-intl';

import type { NutritionFacts as Facts } from '../productModel';
import styles from './nutritionFacts.module.css';

export default function NutritionFacts({ facts }: { facts: Facts }) {
  const rows = (facts.rows ?? []).filter((row): row is NonNullable<typeof row> => Boolean(row?.name));
  const per100 = (facts.per_100 ?? []).filter((row): row is NonNullable<typeof row> => Boolean(row?.name));
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
      {per100.length ? (
        <table className={styles.table}>
          <caption className={styles.caption}>
            <FormattedMessage id="nutritionFacts.per100Caption" defaultMessage="Average nutritional values per 100 g" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="nutritionFacts.nutrient" defaultMessage="Nutrient" />
              </th>
              <th scope="col">
                <FormattedMessage id="nutritionFacts.per100" defaultMessage="Per 100 g" />
              </th>
            </tr>
          </thead>
          <tbody>
            {per100.map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row">{row.name}</th>
                <td>{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {rows.length ? (
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
      ) : null}
      {hasDailyValues ? (
        <p className={styles.note}>
          <FormattedMessage id="nutritionFacts.note" defaultMessage="* RI: reference intake for an average adult." />
        </p>
      ) : null}
    </div>
  );
}
