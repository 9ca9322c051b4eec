// Nutrition facts: per serving (the recommended daily portion) with % of the reference intake, as a food
// supplement declares them (Directive 2002/46/EC art. 8), and per 100 g, the declaration of a food such
// as a protein powder or bar (Reg. (EU) 1169/2011 art. 30-32).
import type { ReactNode } from 'react';
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
        <FactsTable
          caption={<FormattedMessage id="nutritionFacts.per100Caption" defaultMessage="Average nutritional values per 100 g" />}
          amountHeading={<FormattedMessage id="nutritionFacts.per100" defaultMessage="Per 100 g" />}
          rows={per100}
        />
      ) : null}
      {rows.length ? (
        <FactsTable
          caption={<FormattedMessage id="nutritionFacts.caption" defaultMessage="Nutrition facts per serving" />}
          amountHeading={<FormattedMessage id="nutritionFacts.amount" defaultMessage="Per serving" />}
          rows={rows}
          withDailyValues={hasDailyValues}
        />
      ) : null}
      {hasDailyValues ? (
        <p className={styles.note}>
          <FormattedMessage id="nutritionFacts.note" defaultMessage="* RI: reference intake for an average adult." />
        </p>
      ) : null}
    </div>
  );
}

interface FactRow {
  name?: string | null;
  amount?: string | null;
  daily_value?: string | null;
}

/** One table of nutrients: their amounts (per serving or per 100 g) and, per serving, the % of the reference intake. */
function FactsTable({ caption, amountHeading, rows, withDailyValues = false }: { caption: ReactNode; amountHeading: ReactNode; rows: readonly FactRow[]; withDailyValues?: boolean }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="nutritionFacts.nutrient" defaultMessage="Nutrient" />
          </th>
          <th scope="col">{amountHeading}</th>
          {withDailyValues ? (
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
            {withDailyValues ? <td>{row.daily_value ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
