export { HoursSummary, OpeningHoursTable } from './OpeningHours';
