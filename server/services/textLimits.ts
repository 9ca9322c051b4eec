/**
 * How long the texts a shopper sends may be: one place for the services' own limits and for the input
 * boundary's cap. The services refuse a text over its field's limit with a message for the shopper;
 * the GraphQL and REST boundary refuses, before any resolver or SQL runs, a string argument longer than
 * the longest text the store keeps at all (a megabyte name or search never reaches a service).
 */

/** Names, cities, street lines, review titles: Magento's varchar(255) columns. */
export const NAME_MAX = 255;
/** A review's nickname. */
export const NICKNAME_MAX = 128;
/** A telephone number in a contact message. */
export const TELEPHONE_MAX = 64;
/** Free text: a review, a contact message, a blog comment. */
export const MESSAGE_MAX = 10_000;
/** What of a search text is used (Magento's catalog/search/max_query_length). */
export const SEARCH_QUERY_MAX = 128;

/** The boundary's cap for any one string argument: the longest of the limits above, as no field of the store holds more. */
export const ARGUMENT_MAX = Math.max(NAME_MAX, NICKNAME_MAX, TELEPHONE_MAX, MESSAGE_MAX, SEARCH_QUERY_MAX);
