// Opening hours: the whole week as a table (today marked), or a compact summary of days with the same
// hours ('Mon–Sat: 10:00–22:00 · Sun: 10:00–21:00'). Weekday names follow the page's language.
import { useIntl } from 'react-intl';

import { groupHours, weekdayNames, type DayHours } from '../locationModel';
import styles from './openingHours.module.css';

export interface OpeningHoursTableProps {
  hours: readonly DayHours[];
  /** Today's weekday at the shop (0 = Monday), marked in the table. */
  today?: number;
  caption: string;
}

export function OpeningHoursTable({ hours, today, caption }: OpeningHoursTableProps) {
  const { formatMessage, locale } = useIntl();
  const names = weekdayNames(locale, 'long');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {hours.map((day) => {
          const isToday = day.day === today;
          return (
            <tr key={day.day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row" className={styles.day}>
                {names[day.day]}
                {isToday ? (
                  <span className={styles.todayTag}>{formatMessage({ id: 'shops.hours.today', defaultMessage: 'today' })}</span>
                ) : null}
              </th>
              <td className={styles.time}>
                {day.open
                  ? formatMessage({ id: 'shops.hours.range', defaultMessage: '{from}–{to}' }, { from: day.from, to: day.to })
                  : formatMessage({ id: 'shops.hours.closed', defaultMessage: 'Closed' })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function HoursSummary({ hours, className }: { hours: readonly DayHours[]; className?: string }) {
  const { formatMessage, locale } = useIntl();
  const names = weekdayNames(locale, 'short');
  const groups = groupHours(hours);
  if (groups.length === 0) return null;
  return (
    <ul className={className ?? styles.summary}>
      {groups.map((group) => {
        const days = group.firstDay === group.lastDay ? names[group.firstDay] : `${names[group.firstDay]}–${names[group.lastDay]}`;
        return (
          <li key={group.firstDay}>
            {group.open
              ? formatMessage({ id: 'shops.hours.groupOpen', defaultMessage: '{days}: {from}–{to}' }, { days, from: group.from, to: group.to })
              : formatMessage({ id: 'shops.hours.groupClosed', defaultMessage: '{days}: closed' }, { days })}
          </li>
        );
      })}
    </ul>
  );
}
