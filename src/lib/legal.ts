// The numbers and addresses the law fixes for the shop (shared/legal.json: one file for the server and
// the storefront; docs/legal.md maps each rule to the code that applies it). Texts stay in the message
// catalogues and take these values as parameters, so a changed rule changes every page that states it.
import rules from '../../shared/legal.json';

/** Omnibus: a reduction is announced against the lowest price of this many days before it began. */
export const OMNIBUS_WINDOW_DAYS: number = rules.omnibus.windowDays;

/** Withdrawal: days the consumer has to withdraw from a distance contract, from delivery. */
export const WITHDRAWAL_PERIOD_DAYS: number = rules.withdrawal.periodDays;

/** The storefront page of the withdrawal function (inside a store view: '/en' + this for English). */
export const WITHDRAWAL_PATH: string = rules.withdrawal.path;

/** The accessibility statement (a CMS page with this URL key, inside a store view). */
export const ACCESSIBILITY_STATEMENT_PATH: string = rules.accessibility.path;

/** ANPC and the dispute-resolution links of the footer (Ordin ANPC 449/2022). */
export const ANPC_LINKS = rules.anpc;

/** The time zone the withdrawal period and the acknowledgement's date and time are told in. */
export const WITHDRAWAL_TIME_ZONE: string = rules.withdrawal.timeZone;
