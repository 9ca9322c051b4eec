/**
 * The legal texts the order confirmation (the contract on a durable medium, OUG 34/2014 art. 8 alin. (7)
 * and (9); Directive 2011/83/EU art. 8(7)) and the withdrawal acknowledgement (art. 11a(3) of Directive
 * 2011/83/EU as inserted by Directive (EU) 2023/2673) both carry, written once in both languages:
 * - the trader's identity (OUG 34/2014 art. 4 alin. (1) lit. b)-c)), from the store view's
 *   `general/store_information/*` and `trans_email/ident_general/email` config, never from code;
 * - the withdrawal right and how to use it, after the model instructions of OUG 34/2014 anexa nr. 1
 *   (Directive 2011/83/EU annex I(A)), with the period of shared/legal.json and the exception of art. 16
 *   lit. e) (sealed goods unsealed after delivery, for health protection or hygiene);
 * - the model withdrawal form of OUG 34/2014 anexa nr. 2 (Directive 2011/83/EU annex I(B)), filled in
 *   with the trader's identity;
 * - what happens after a withdrawal (art. 13-14): the goods back within 14 days, to the trader's address;
 *   the refund within 14 days of the withdrawal, by the same means of payment, which may wait until the
 *   goods are back or shown to be on their way;
 * - absolute links to the terms page and the withdrawal function (PUBLIC_BASE_URL, else the request's
 *   origin), and dates in Romanian time, written for the view ('5 decembrie 2026', '5 Dec 2026').
 * Each block is lines of plain text; mailBlocksText / mailBlocksHtml write them into a mail's two versions.
 */
import type { RequestContext, StoreView } from '../domain/context';
import { legalRules } from '../legal/rules';
import { zonedDateTime } from '../legal/withdrawalPeriod';
import { escapeHtml } from './mail';
import { configValue, storeConfigValues, type ConfigValues } from './storeConfig';

/** Who the shopper contracts with, as the store's config names it. */
export interface Trader {
  /** The company's legal name (general/store_information/company_name), else the store's name. */
  name: string;
  /** The shop's name (general/store_information/name). */
  storeName: string;
  /** CUI (general/store_information/merchant_vat_number). */
  vatNumber: string;
  /** Nr. Reg. Com. (general/store_information/registration_number). */
  registrationNumber: string;
  /** Street, district, city, postcode, country: where goods go back and letters are sent. */
  address: string;
  phone: string;
  email: string;
}

const isRo = (locale: string) => locale === 'ro_RO';

export function traderOf(values: ConfigValues, locale: string): Trader {
  const info = (field: string) => configValue(values, `general/store_information/${field}`).trim();
  const country = info('country_id');
  const countryName = country ? (new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(country) ?? country) : '';
  const storeName = info('name');
  return {
    name: info('company_name') || storeName,
    storeName,
    vatNumber: info('merchant_vat_number'),
    registrationNumber: info('registration_number'),
    address: [info('street_line1'), info('street_line2'), info('city'), info('postcode'), countryName].filter(Boolean).join(', '),
    phone: info('phone'),
    email: configValue(values, 'trans_email/ident_general/email').trim()
  };
}

/** The trader of a store view (read before a transaction that writes the mail: PGlite serves one connection). */
export async function traderIdentity(ctx: Pick<RequestContext, 'db' | 'loaders'>, store: StoreView): Promise<Trader> {
  return traderOf(await storeConfigValues(ctx, store.id), store.locale);
}

// ---------------------------------------------------------------------------------------------------
// Dates, in Romanian time
// ---------------------------------------------------------------------------------------------------

const RO_MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EN_MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day (YYYY-MM-DD) with the month's name: '19 noiembrie 2026' / '19 November 2026' (messages). */
export function formatLegalDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${(isRo(locale) ? RO_MONTHS : EN_MONTHS)[month - 1]} ${year}`;
}

/** A day as the mails write it: '5 decembrie 2026' / '5 Dec 2026'. */
export function formatMailDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${(isRo(locale) ? RO_MONTHS : EN_MONTHS_SHORT)[month - 1]} ${year}`;
}

/** An instant's day in Romanian time, as the mails write it. */
export const formatMailDate = (instant: Date, locale: string): string => formatMailDay(zonedDateTime(instant).day, locale);

/** An instant's day and time in Romanian time: '5 decembrie 2026, 14:32' / '5 Dec 2026, 14:32'. */
export function formatMailDateTime(instant: Date, locale: string): string {
  const zoned = zonedDateTime(instant);
  return `${formatMailDay(zoned.day, locale)}, ${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`;
}

/** A sales row's UTC timestamp ('YYYY-MM-DD HH:MM:SS', repositories/order.ts) as an instant. */
export const utcTimestamp = (value: string): Date => new Date(`${value.replace(' ', 'T')}Z`);

// ---------------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------------

/** An absolute storefront URL of a path in a store view (the English view under /en). */
export const storefrontUrl = (origin: string, store: Pick<StoreView, 'pathPrefix'>, path: string): string =>
  `${origin}${store.pathPrefix ? `/${store.pathPrefix}` : ''}${path}`;

export const TERMS_PATH = '/termeni-si-conditii';

/** The withdrawal function's page, for an order. */
export const withdrawalUrl = (origin: string, store: Pick<StoreView, 'pathPrefix'>, orderNumber: string): string =>
  `${storefrontUrl(origin, store, legalRules().withdrawal.path)}?order=${encodeURIComponent(orderNumber)}`;

export interface ContractLinks {
  terms: string;
  withdrawal: string;
}

export const contractLinks = (origin: string, store: Pick<StoreView, 'pathPrefix'>, orderNumber: string): ContractLinks => ({
  terms: storefrontUrl(origin, store, TERMS_PATH),
  withdrawal: withdrawalUrl(origin, store, orderNumber)
});

// ---------------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------------

/** A titled part of a mail: its lines are plain text (each a paragraph, or a row of a list). */
export interface MailBlock {
  heading: string;
  lines: string[];
}

/** The trader's identity and contact details. */
export function traderBlock(trader: Trader, locale: string): MailBlock {
  const ro = isRo(locale);
  return {
    heading: ro ? 'Vânzătorul' : 'The seller',
    lines: [
      trader.storeName && trader.storeName !== trader.name ? `${trader.name} (${trader.storeName})` : trader.name,
      ...(trader.vatNumber ? [`${ro ? 'CUI' : 'Tax id (CUI)'}: ${trader.vatNumber}`] : []),
      ...(trader.registrationNumber ? [`${ro ? 'Nr. Reg. Com.' : 'Trade register no.'}: ${trader.registrationNumber}`] : []),
      ...(trader.address ? [`${ro ? 'Sediul' : 'Registered office'}: ${trader.address}`] : []),
      ...(trader.phone ? [`${ro ? 'Telefon' : 'Phone'}: ${trader.phone}`] : []),
      ...(trader.email ? [`E-mail: ${trader.email}`] : [])
    ]
  };
}

/** Sending the goods back: where, and within 14 days of the withdrawal (or by `byDay`). */
export function returnGoodsText(trader: Trader, locale: string, byDay?: string | null): string {
  const days = legalRules().withdrawal.periodDays;
  const by = byDay ? (isRo(locale) ? ` (cel târziu pe ${formatMailDay(byDay, locale)})` : ` (by ${formatMailDay(byDay, locale)} at the latest)`) : '';
  return isRo(locale)
    ? `Trimite-ne produsele sau predă-le la adresa ${trader.name}, ${trader.address}, fără întârzieri nejustificate și în cel mult ${days} zile de la data la care ne-ai comunicat retragerea${by}. Termenul este respectat dacă trimiți produsele înainte de expirarea celor ${days} zile. Costul direct al returnării îl suportăm noi.`
    : `Send the goods back or hand them over to ${trader.name}, ${trader.address}, without undue delay and within ${days} days of the day you told us you withdraw${by}. You meet the deadline if you send the goods before the ${days} days have passed. We bear the direct cost of returning them.`;
}

/**
 * The refund (art. 13): every payment received, delivery included (not the extra cost of a delivery
 * dearer than the cheapest standard one), within 14 days of the withdrawal (or by `byDay`), by the
 * same means of payment; for some items only, what was paid for them.
 */
export function refundText(locale: string, options: { byDay?: string | null; paymentTitle?: string | null; someItems?: boolean } = {}): string {
  const days = legalRules().withdrawal.periodDays;
  const ro = isRo(locale);
  const by = options.byDay ? (ro ? ` (cel târziu pe ${formatMailDay(options.byDay, locale)})` : ` (by ${formatMailDay(options.byDay, locale)} at the latest)`) : '';
  const means = options.paymentTitle ? ` (${options.paymentTitle})` : '';
  const what = options.someItems
    ? ro ? 'sumele plătite pentru produsele de care te retragi' : 'what you paid for the goods you withdraw from'
    : ro
      ? 'toate sumele primite de la tine, inclusiv costul livrării (fără costurile suplimentare ale unei alte livrări decât cea mai ieftină livrare standard oferită)'
      : 'all payments received from you, including the costs of delivery (not the extra costs of a delivery other than the least expensive standard delivery we offer)';
  return ro
    ? `Îți rambursăm ${what}, fără întârzieri nejustificate și în cel mult ${days} zile de la data la care am fost informați despre retragere${by}. Rambursăm prin aceeași metodă de plată pe care ai folosit-o la comandă${means}, fără comisioane pentru tine, dacă nu ai convenit expres altfel. Putem amâna rambursarea până primim produsele înapoi sau până ne trimiți dovada că le-ai expediat, dacă aceasta are loc mai devreme.`
    : `We refund ${what}, without undue delay and within ${days} days of the day we are told of the withdrawal${by}. We refund by the same means of payment you used for the order${means}, with no fees for you, unless you have expressly agreed otherwise. We may withhold the refund until we have received the goods back or you have shown that you have sent them, whichever is earlier.`;
}

/** The withdrawal right, how to use it and what follows (model instructions, OUG 34/2014 anexa nr. 1). */
export function withdrawalRightBlocks(trader: Trader, links: Pick<ContractLinks, 'withdrawal'>, locale: string): MailBlock[] {
  const days = legalRules().withdrawal.periodDays;
  if (isRo(locale)) {
    return [
      {
        heading: 'Dreptul de retragere',
        lines: [
          `Ai dreptul să te retragi din acest contract, fără a preciza motivele, în termen de ${days} zile. Perioada de retragere expiră după ${days} zile de la ziua în care tu sau o terță persoană indicată de tine, alta decât transportatorul, intrați în posesia fizică a produselor (a ultimului produs, dacă acestea sosesc separat). Dacă ultima zi este sâmbătă, duminică sau o zi de sărbătoare legală, perioada se încheie la sfârșitul următoarei zile lucrătoare.`,
          `Pentru a-ți exercita dreptul de retragere, informează-ne despre decizia ta printr-o declarație neechivocă: cel mai simplu cu funcția de retragere din magazin, ${links.withdrawal}, sau printr-o scrisoare trimisă prin poștă la ${trader.name}, ${trader.address}, ori printr-un e-mail la ${trader.email}. Poți folosi modelul de formular de retragere de mai jos, dar nu este obligatoriu. Îți confirmăm pe e-mail primirea retragerii, cu data și ora la care am primit-o.`,
          'Pentru a respecta termenul-limită de retragere este suficient să trimiți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.'
        ]
      },
      {
        heading: 'Consecințele retragerii',
        lines: [
          refundText(locale),
          returnGoodsText(trader, locale),
          'Răspunzi doar pentru diminuarea valorii produselor rezultată din manipularea lor altfel decât este necesar pentru a le stabili natura, caracteristicile și funcționarea.',
          'Dreptul de retragere nu se aplică produselor sigilate care nu pot fi returnate din motive de protecție a sănătății sau din motive de igienă și care au fost desigilate după livrare (OUG 34/2014 art. 16 lit. e)).'
        ]
      }
    ];
  }
  return [
    {
      heading: 'Right of withdrawal',
      lines: [
        `You have the right to withdraw from this contract within ${days} days without giving any reason. The withdrawal period expires ${days} days after the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of the goods (of the last one, if they arrive separately). If the last day is a Saturday, a Sunday or a public holiday, the period ends at the end of the next working day.`,
        `To exercise the right of withdrawal, inform us of your decision by an unequivocal statement: most simply with the withdrawal function of the shop, ${links.withdrawal}, or by a letter sent by post to ${trader.name}, ${trader.address}, or an e-mail to ${trader.email}. You may use the model withdrawal form below, but it is not obligatory. We acknowledge receipt of your withdrawal by e-mail, with the date and time we received it.`,
        'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.'
      ]
    },
    {
      heading: 'Effects of withdrawal',
      lines: [
        refundText(locale),
        returnGoodsText(trader, locale),
        'You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
        'The right of withdrawal does not apply to sealed goods which are not suitable for return for health protection or hygiene reasons and were unsealed after delivery (OUG 34/2014 art. 16(e)).'
      ]
    }
  ];
}

/** The model withdrawal form (OUG 34/2014 anexa nr. 2; Directive 2011/83/EU annex I(B)) with the trader's identity. */
export function modelWithdrawalForm(trader: Trader, orderNumber: string, locale: string): MailBlock {
  const to = [trader.name, trader.address, ...(trader.email ? [`e-mail ${trader.email}`] : []), ...(trader.phone ? [`${isRo(locale) ? 'telefon' : 'phone'} ${trader.phone}`] : [])].join(', ');
  if (isRo(locale)) {
    return {
      heading: 'Model de formular de retragere',
      lines: [
        '(completează și returnează acest formular numai dacă dorești să te retragi din contract)',
        `— Către ${to}:`,
        `— Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*): ………… (comanda nr. ${orderNumber})`,
        '— Comandat la data (*)/primit la data (*): …………',
        '— Numele consumatorului/consumatorilor: …………',
        '— Adresa consumatorului/consumatorilor: …………',
        '— Semnătura consumatorului/consumatorilor (doar în cazul în care acest formular este notificat pe hârtie): …………',
        '— Data: …………',
        '(*) Se elimină mențiunea inutilă.'
      ]
    };
  }
  return {
    heading: 'Model withdrawal form',
    lines: [
      '(complete and return this form only if you wish to withdraw from the contract)',
      `— To ${to}:`,
      `— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*): ………… (order no. ${orderNumber})`,
      '— Ordered on (*)/received on (*): …………',
      '— Name of consumer(s): …………',
      '— Address of consumer(s): …………',
      '— Signature of consumer(s) (only if this form is notified on paper): …………',
      '— Date: …………',
      '(*) Delete as appropriate.'
    ]
  };
}

/** The links to the terms and to the withdrawal function. */
export function contractLinksBlock(links: ContractLinks, locale: string): MailBlock {
  return isRo(locale)
    ? { heading: 'Documente', lines: [`Termenii și condițiile: ${links.terms}`, `Retragere din contract: ${links.withdrawal}`] }
    : { heading: 'Documents', lines: [`Terms and conditions: ${links.terms}`, `Withdraw from the contract: ${links.withdrawal}`] };
}

// ---------------------------------------------------------------------------------------------------
// Writing blocks into a mail
// ---------------------------------------------------------------------------------------------------

/** The text version: each heading in capitals above its lines, blocks apart. */
export const mailBlocksText = (blocks: readonly MailBlock[]): string =>
  blocks.map((block) => [block.heading.toLocaleUpperCase('ro-RO'), ...block.lines].join('\n')).join('\n\n');

const URL_PATTERN = /https?:\/\/[^\s,)]+/g;

/** A line of text as HTML, its URLs as links. */
export function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.;:]+$/, '');
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** The HTML version: a heading and a paragraph per line. */
export const mailBlocksHtml = (blocks: readonly MailBlock[]): string =>
  blocks.map((block) => `<h3>${escapeHtml(block.heading)}</h3>${block.lines.map((line) => `<p>${lineHtml(line)}</p>`).join('')}`).join('');
