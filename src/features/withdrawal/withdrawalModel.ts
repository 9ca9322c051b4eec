// The withdrawal form's values and what the page sends, kept apart from the view so they are tested
// directly: the items a shopper may pick (when the page was opened from an order), the request's input,
// and the structured message a back end without the withdrawal extension receives through contactUs.

/** An item of the order the page was opened from (receipt, account order page, guest order lookup). */
export interface WithdrawableItem {
  uid: string;
  name: string;
  quantity: number;
}

/** What a page opening the withdrawal function hands over (history state): the order it shows. */
export interface WithdrawalStart {
  number?: string;
  email?: string;
  name?: string;
  items?: WithdrawableItem[];
}

export interface WithdrawalValues {
  name: string;
  number: string;
  email: string;
  /** 'all', or the uids of the items withdrawn from. */
  scope: 'all' | 'some';
  items: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The start a page handed over, or what the link's ?order= says; anything else is ignored. */
export function withdrawalStart(state: unknown, search: URLSearchParams): WithdrawalStart {
  const given = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const items = Array.isArray(given.items)
    ? given.items.flatMap((item): WithdrawableItem[] => {
        const entry = item as Record<string, unknown>;
        return typeof entry?.uid === 'string' && typeof entry.name === 'string' && typeof entry.quantity === 'number' && entry.quantity > 0
          ? [{ uid: entry.uid, name: entry.name, quantity: entry.quantity }]
          : [];
      })
    : [];
  const number = text(given.number) || text(search.get('order'));
  return {
    ...(number ? { number: number.replace(/^#/, '') } : {}),
    ...(text(given.email) ? { email: text(given.email) } : {}),
    ...(text(given.name) ? { name: text(given.name) } : {}),
    ...(items.length ? { items } : {})
  };
}

/** The form's field for an item's checkbox (informed keeps one boolean per name). */
export const itemField = (index: number) => `item${index}`;

export function valuesFrom(submitted: Record<string, unknown>, items: readonly WithdrawableItem[]): WithdrawalValues {
  const scope = submitted.scope === 'some' && items.length > 0 ? 'some' : 'all';
  const chosen = items.filter((_, index) => submitted[itemField(index)] === true).map((item) => item.uid);
  return {
    name: text(submitted.name),
    number: text(submitted.number).replace(/^#/, ''),
    email: text(submitted.email),
    scope,
    items: scope === 'some' ? items.filter((item) => chosen.includes(item.uid)).map((item) => item.uid) : []
  };
}

/** The chosen items with their names, for the confirmation step. */
export function chosenItems(values: WithdrawalValues, items: readonly WithdrawableItem[]): WithdrawableItem[] {
  return values.scope === 'some' ? items.filter((item) => values.items.includes(item.uid)) : [];
}

export function withdrawalInput(values: WithdrawalValues, items: readonly WithdrawableItem[]) {
  return {
    order_number: values.number,
    email: values.email,
    name: values.name,
    ...(values.scope === 'some' ? { items: chosenItems(values, items).map((item) => ({ order_item_uid: item.uid, quantity: item.quantity })) } : {})
  };
}

/** The lines of the contact message: one fact per line, labelled, so the retailer reads it at a glance. */
export function contactMessage(
  values: WithdrawalValues,
  items: readonly WithdrawableItem[],
  labels: { heading: string; order: string; name: string; email: string; products: string; wholeOrder: string; sentAt: string },
  sentAt: string
): string {
  const chosen = chosenItems(values, items);
  return [
    labels.heading,
    `${labels.order}: ${values.number}`,
    `${labels.name}: ${values.name}`,
    `${labels.email}: ${values.email}`,
    `${labels.products}: ${chosen.length ? chosen.map((item) => `${item.quantity} × ${item.name}`).join('; ') : labels.wholeOrder}`,
    `${labels.sentAt}: ${sentAt}`
  ].join('\n');
}
