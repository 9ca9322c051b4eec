/**
 * CMS pages and blocks of both store views, written with the Page Builder helpers. Across them every
 * content type of the storefront's renderer appears: row (contained, full-width, full-bleed),
 * column-group, column (align-top/center/bottom, full-height), image, heading, text, tabs, tab-item,
 * buttons, button-item (primary, secondary, link; links to a URL, a category, a product and a page, one
 * in a new tab), block, dynamic_block, products, html, divider, video, map, banner (poster, collage
 * left/centered/right, hover button, video background), slider and slide.
 */
import {
  banner,
  block,
  buttons,
  column,
  columnGroup,
  divider,
  dynamicBlock,
  heading,
  htmlCode,
  image,
  map,
  page,
  products,
  row,
  slide,
  slider,
  tabs,
  text,
  video,
  type Link,
  type MapLocation
} from './pagebuilder';
import { COMPANY } from './settings';
import { SHOPS } from './locations';
import { CONTENT_IMAGES, promoImagePath } from './contentImages';

export { CONTENT_IMAGES };

export type Lang = 'ro' | 'en';

/** Catalogue category ids (server/seed/catalog): the content links to these. */
export const CATEGORY = {
  offers: 3, protein: 4, aminoAcids: 5, preWorkout: 6, vitamins: 7, weight: 8, superfoods: 9, whey: 11,
  bars: 15, creatine: 18, vitaminD: 21, omega3: 25, cosmetics: 26, ahava: 27, treeHut: 28
} as const;
/** The first catalogue product (always a visible parent product). */
export const FEATURED_PRODUCT_ID = 1;
/** The CMS block of the home page's new products (the storefront's home asks cmsBlocks for it). */
export const HOME_NEW_PRODUCTS_BLOCK = 'home-new-products';

const t = (lang: Lang, ro: string, en: string) => (lang === 'ro' ? ro : en);
/** A storefront path in the view's own URL space ('/en/...' for English). */
const path = (lang: Lang, p: string) => (lang === 'ro' ? `/${p}` : `/en/${p}`.replace(/\/$/, ''));
/**
 * A delivery price or free-delivery threshold, written by the CMS filter from the rates checkout applies
 * (services/cmsContent.ts): the pages never state an amount of their own. `method` is carrier/method.
 */
const rate = (method: string, value: 'price' | 'free_from') => `{{shipping_rate method="${method}" value="${value}"}}`;
/** The rewards rate as the store applies it (rewards/* settings). */
const reward = (value: 'earning' | 'worth' | 'max_percent', points?: number) => `{{reward_rate value="${value}"${points ? ` points="${points}"` : ''}}}`;
/** A store setting the CMS filter writes (Magento's {{config}} directive, general/store_information and contact e-mails). */
const config = (settingPath: string) => `{{config path="${settingPath}"}}`;
const rateRow = (name: string, time: string, method: string) =>
  `<tr><td>${name}</td><td>${time}</td><td>${rate(method, 'price')}</td><td>${rate(method, 'free_from')}</td></tr>`;
const cat = (id: number, newTab = false): Link => ({ type: 'category', id, newTab });
const url = (href: string, newTab = false): Link => ({ type: 'default', href, newTab });

export type PageIds = Record<string, number>;

const shopLocations = (lang: Lang): MapLocation[] =>
  SHOPS.map((s) => ({
    name: s.name,
    latitude: s.latitude,
    longitude: s.longitude,
    phone: s.phone,
    address: s.street,
    city: s.city,
    state: s.region,
    zipcode: s.postcode,
    country: t(lang, 'România', 'Romania'),
    comment: t(lang, `Program: L–S ${s.hours.week[0]}–${s.hours.week[1]}`, `Open Mon–Sat ${s.hours.week[0]}–${s.hours.week[1]}`)
  }));

// ---------------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------------

function home(lang: Lang, ids: PageIds): string {
  const white = (html: string) => html.replace(/<(h2|h3|p)>/g, '<$1><span style="color: #ffffff;">').replace(/<\/(h2|h3|p)>/g, '</span></$1>');
  const categoryTile = (appearance: 'align-top' | 'align-center' | 'align-bottom' | 'full-height', img: string, title: string, id: number) =>
    column(appearance, 25, { textAlign: 'center' },
      image({ src: img, alt: title, title, link: cat(id) }),
      heading('h3', title, { textAlign: 'center', margin: '10px 0px 0px' }));
  return page(101,
    row('full-bleed', { margin: '0px', padding: '0px' },
      slider({ autoplay: true, autoplaySpeed: 5000, infinite: true, showArrows: true, showDots: true, minHeight: '460px', margin: '0px' },
        slide('poster', t(lang, 'Proteine', 'Protein'), {
          background: { image: 'wysiwyg/home/slide-proteine.jpg', mobileImage: 'wysiwyg/home/slide-mobile.jpg' },
          content: white(t(lang, '<h2>Proteine premium</h2><p>-30% la toată gama de proteine din zer, doar săptămâna aceasta.</p>', '<h2>Premium protein</h2><p>30% off the whole whey protein range, this week only.</p>')),
          button: { text: t(lang, 'Vezi proteinele', 'Shop protein'), type: 'primary' },
          showButton: 'always', showOverlay: 'always', overlayColor: 'rgba(0,0,0,0.25)', link: cat(CATEGORY.protein), minHeight: '460px'
        }),
        slide('collage-left', t(lang, 'Vitamine', 'Vitamins'), {
          background: { image: 'wysiwyg/home/slide-vitamine.jpg' },
          content: white(t(lang, '<h2>Vitamine pentru toată familia</h2><p>1+1 gratis la multivitamine și vitamina D.</p>', '<h2>Vitamins for the whole family</h2><p>Buy one, get one free on multivitamins and vitamin D.</p>')),
          button: { text: t(lang, 'Descoperă oferta', 'See the offer'), type: 'secondary' },
          showButton: 'always', showOverlay: 'always', overlayColor: 'rgba(90,59,0,0.55)', link: cat(CATEGORY.vitamins), minHeight: '460px'
        }),
        slide('collage-right', 'My GNC Rewards', {
          background: { image: 'wysiwyg/home/slide-rewards.jpg' },
          content: white(t(lang, '<h2>My GNC Rewards</h2><p>Puncte la fiecare comandă, reduceri exclusive pentru membri.</p>', '<h2>My GNC Rewards</h2><p>Points on every order and member-only discounts.</p>')),
          button: { text: t(lang, 'Află cum funcționează', 'See how it works'), type: 'link' },
          showButton: 'hover', showOverlay: 'hover', overlayColor: 'rgba(0,0,0,0.4)', link: { type: 'page', id: ids['my-gnc-rewards'] }, minHeight: '460px', textAlign: 'right'
        })
      )
    ),
    row('contained', { padding: '40px 0px 20px' },
      heading('h2', t(lang, 'Cumpără pe categorii', 'Shop by category'), { textAlign: 'center' }),
      columnGroup(
        categoryTile('align-top', 'wysiwyg/home/cat-proteine.jpg', t(lang, 'Proteine', 'Protein'), CATEGORY.protein),
        categoryTile('align-center', 'wysiwyg/home/cat-vitamine.jpg', t(lang, 'Vitamine și minerale', 'Vitamins & minerals'), CATEGORY.vitamins),
        categoryTile('align-bottom', 'wysiwyg/home/cat-preworkout.jpg', 'Pre-workout', CATEGORY.preWorkout),
        categoryTile('full-height', 'wysiwyg/home/cat-slabire.jpg', t(lang, 'Controlul greutății', 'Weight management'), CATEGORY.weight)
      )
    ),
    row('full-width', { background: { color: '#f5f5f5' }, padding: '40px 20px' },
      heading('h2', t(lang, 'Ofertele săptămânii', 'Deals of the week'), { textAlign: 'center' }),
      text(t(lang, '<p style="text-align: center;">Reduceri reale la suplimentele preferate, actualizate în fiecare luni.</p>', '<p style="text-align: center;">Real discounts on your favourite supplements, refreshed every Monday.</p>')),
      products({ appearance: 'carousel', categoryIds: [CATEGORY.offers], count: 10, carousel: { autoplay: false, infinite: true, arrows: true, dots: true, mode: 'default', centerPadding: '90px' } }),
      buttons({ appearance: 'inline', textAlign: 'center' },
        { text: t(lang, 'Vezi toate ofertele', 'See all deals'), type: 'primary', link: cat(CATEGORY.offers) })
    ),
    row('full-bleed', { margin: '0px', padding: '0px' },
      banner('poster', {
        background: { image: 'wysiwyg/home/video-poster.jpg', color: '#111111' },
        videoBackground: 'https://www.youtube.com/watch?v=IODxDxX7oi4',
        content: white(t(lang, '<h2>Antrenează-te mai inteligent</h2><p>Sfaturi de la antrenori, programe și rețete pe blogul GNC.</p>', '<h2>Train smarter</h2><p>Coaching tips, programmes and recipes on the GNC blog.</p>')),
        button: { text: t(lang, 'Citește blogul', 'Read the blog'), type: 'primary' },
        showButton: 'always', showOverlay: 'always', overlayColor: 'rgba(0,0,0,0.45)', link: url(path(lang, 'blog')), minHeight: '420px', textAlign: 'center'
      })
    ),
    row('contained', { padding: '40px 0px' },
      columnGroup(
        column('full-height', 50, {},
          banner('collage-left', {
            background: { image: 'wysiwyg/home/banner-ahava.jpg' },
            content: t(lang, '<h3>Cosmetice AHAVA</h3><p>Minerale din Marea Moartă pentru pielea ta. -25%.</p>', '<h3>AHAVA cosmetics</h3><p>Dead Sea minerals for your skin. 25% off.</p>'),
            button: { text: t(lang, 'Cumpără AHAVA', 'Shop AHAVA'), type: 'primary' },
            showButton: 'always', showOverlay: 'always', overlayColor: 'rgba(255,255,255,0.7)', link: cat(CATEGORY.ahava), minHeight: '320px'
          })),
        column('full-height', 50, {},
          banner('collage-right', {
            background: { image: 'wysiwyg/home/banner-treehut.jpg' },
            content: t(lang, '<h3>Tree Hut</h3><p>Exfoliante cu zahăr și unt de shea. -25%.</p>', '<h3>Tree Hut</h3><p>Shea sugar scrubs. 25% off.</p>'),
            button: { text: t(lang, 'Cumpără Tree Hut', 'Shop Tree Hut'), type: 'secondary' },
            showButton: 'hover', showOverlay: 'always', overlayColor: 'rgba(255,255,255,0.7)', link: cat(CATEGORY.treeHut), minHeight: '320px', textAlign: 'right'
          }))
      )
    ),
    row('contained', { padding: '20px 0px 40px' },
      heading('h2', t(lang, 'Cele mai vândute', 'Best sellers'), { textAlign: 'center' }),
      tabs({ idPrefix: 'homebest', align: 'center', activeTab: 0, minHeight: '420px' },
        { name: t(lang, 'Proteine', 'Protein'), children: [products({ appearance: 'grid', categoryIds: [CATEGORY.whey], count: 4 })] },
        { name: t(lang, 'Vitamine', 'Vitamins'), children: [products({ appearance: 'grid', categoryIds: [CATEGORY.vitamins], count: 4 })] },
        { name: 'Pre-workout', children: [products({ appearance: 'grid', categoryIds: [CATEGORY.preWorkout], count: 4 })] },
        { name: t(lang, 'Creatină', 'Creatine'), children: [products({ appearance: 'grid', categoryIds: [CATEGORY.creatine], count: 4 })] }
      )
    ),
    row('contained', { padding: '0px 0px 20px' },
      block('home-usp'),
      divider({ color: '#e0e0e0', thickness: '1px', width: '100%', margin: '20px 0px' }),
      dynamicBlock(['dynamic-free-shipping', 'dynamic-rewards'], { displayMode: 'fixed', rotate: 'series', uniqueId: 'HOMEDYN1' })
    ),
    row('full-width', { background: { color: '#d71920' }, padding: '30px 20px' },
      banner('collage-centered', {
        background: { image: 'wysiwyg/home/banner-newsletter.jpg' },
        content: white(t(lang, '<h2>Abonează-te la newsletter</h2><p>Primești primul cupon de 10% și noutățile GNC înaintea tuturor.</p>', '<h2>Join our newsletter</h2><p>Get a 10% welcome coupon and GNC news before anyone else.</p>')),
        button: { text: t(lang, 'Creează cont', 'Create an account'), type: 'secondary' },
        showButton: 'always', showOverlay: 'never', link: url(path(lang, 'create-account')), minHeight: '260px', textAlign: 'center'
      }),
      // On the red row every button is a filled one: a red text link would not be readable there.
      buttons({ appearance: 'inline', textAlign: 'center', margin: '20px 0px 0px' },
        { text: t(lang, 'Alătură-te comunității', 'Join the community'), type: 'primary', link: url('https://www.facebook.com/groups/gncromania', true) },
        { text: t(lang, 'Produsul lunii', 'Product of the month'), type: 'secondary', link: { type: 'product', id: FEATURED_PRODUCT_ID } },
        { text: t(lang, 'Magazinele GNC', 'GNC stores'), type: 'secondary', link: url(path(lang, 'shops')) })
    ),
    row('contained', { padding: '40px 0px' },
      heading('h2', t(lang, 'Din blogul nostru', 'From our blog'), { textAlign: 'center' }),
      htmlCode(t(lang,
        '<div class="gnc-home-blog"><p>Articole noi în fiecare săptămână despre nutriție, antrenament și rețete.</p><ul><li>Ghiduri scrise de nutriționiști</li><li>Programe de antrenament testate</li><li>Rețete bogate în proteine</li></ul></div>',
        '<div class="gnc-home-blog"><p>New articles every week on nutrition, training and recipes.</p><ul><li>Guides written by dietitians</li><li>Tested training programmes</li><li>High-protein recipes</li></ul></div>')),
      buttons({ appearance: 'inline', textAlign: 'center' },
        { text: t(lang, 'Toate articolele', 'All articles'), type: 'secondary', link: url(path(lang, 'blog')) })
    )
  );
}

// ---------------------------------------------------------------------------------------------------
// Information pages
// ---------------------------------------------------------------------------------------------------

function aboutUs(lang: Lang): string {
  return page(201,
    row('contained', { padding: '30px 0px' },
      heading('h1', t(lang, 'Despre noi', 'About us')),
      columnGroup(
        column('align-center', 50, {},
          text(t(lang,
            '<p><strong>GNC</strong> este unul dintre cei mai cunoscuți retaileri de suplimente nutritive din lume, cu o tradiție de peste 85 de ani. În România, magazinele GNC aduc din 2006 produse testate, formulate de specialiști.</p><p>Echipa noastră din magazine este pregătită să îți recomande suplimentele potrivite obiectivelor tale, fie că vrei mai multă energie, o recuperare mai rapidă sau o imunitate mai bună.</p>',
            '<p><strong>GNC</strong> is one of the best-known supplement retailers in the world, with more than 85 years of history. In Romania, GNC stores have offered tested, expertly formulated products since 2006.</p><p>Our in-store team is trained to recommend the right supplements for your goals, whether you want more energy, faster recovery or stronger immunity.</p>'))),
        column('align-center', 50, {}, image({ src: 'wysiwyg/pages/despre-noi.jpg', alt: t(lang, 'Magazin GNC', 'GNC store'), caption: t(lang, 'Consultanță gratuită în toate magazinele GNC.', 'Free advice in every GNC store.') }))
      ),
      divider({ color: '#d71920', thickness: '2px', width: '30%', textAlign: 'center', margin: '30px 0px' }),
      heading('h2', t(lang, 'Calitate pe care o poți verifica', 'Quality you can check')),
      text(t(lang,
        '<ul><li>Produse notificate la Institutul Național de Cercetare-Dezvoltare pentru Bioresurse Alimentare.</li><li>Loturi testate pentru puritate și potență.</li><li>Informații clare pe etichetă, în limba română.</li></ul>',
        '<ul><li>Products notified with the national food bioresources research institute.</li><li>Batches tested for purity and potency.</li><li>Clear labels in Romanian.</li></ul>')),
      video({ url: 'https://www.youtube.com/embed/IODxDxX7oi4', maxWidth: '900px', margin: '20px 0px' }),
      heading('h2', t(lang, 'Magazinele noastre', 'Our stores')),
      map({ locations: shopLocations(lang), height: '450px', showControls: true }),
      buttons({ appearance: 'inline', margin: '20px 0px' },
        { text: t(lang, 'Găsește un magazin', 'Find a store'), type: 'primary', link: url(path(lang, 'shops')) })
    )
  );
}

function legalPage(lang: Lang, seed: number, title: string, sections: Array<[string, string]>): string {
  return page(seed,
    row('contained', { padding: '30px 0px' },
      heading('h1', title),
      text(sections.map(([h, body]) => `<h2>${h}</h2>${body}`).join(''))
    )
  );
}

function terms(lang: Lang): string {
  return legalPage(lang, 301, t(lang, 'Termeni și condiții', 'Terms and conditions'), lang === 'ro' ? [
    ['1. Informații despre vânzător', `<p>Site-ul este operat de ${COMPANY.legalName}, cu sediul în ${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city}, CUI ${COMPANY.vatNumber}, nr. Reg. Com. ${COMPANY.registrationNumber}.</p>`],
    ['2. Comenzi', '<p>Comanda se consideră încheiată în momentul confirmării ei prin e-mail. Ne rezervăm dreptul de a anula comenzile cu date incomplete sau pentru produse care nu mai sunt în stoc, caz în care suma achitată se rambursează integral.</p>'],
    ['3. Prețuri', '<p>Prețurile sunt exprimate în lei și includ TVA. Prețul valabil este cel afișat în momentul plasării comenzii.</p>'],
    ['4. Livrare', '<p>Termenele și costurile de livrare sunt descrise pe pagina <a href="{{store url="livrare-si-plata"}}">Livrare și plată</a>.</p>'],
    ['5. Dreptul de retragere', `<p>Ai dreptul să te retragi din contract în 14 zile de la primirea produselor, fără să precizezi motivul (OUG 34/2014 art. 9). Te retragi din <a href="{{store url="retragere-din-contract"}}">formularul de retragere</a> (legătura „Retrage-te din contract aici” din subsolul fiecărei pagini și de pe fiecare comandă) sau printr-o declarație neechivocă trimisă la ${config('trans_email/ident_general/email')}. Trimite produsele înapoi în 14 zile de la retragere; costul direct al returnării îl suportăm noi. Îți rambursăm toate sumele plătite, inclusiv livrarea standard, în 14 zile de la primirea cererii, prin aceeași metodă de plată; putem amâna rambursarea până primim produsele înapoi. Produsele sigilate desigilate după livrare nu pot fi returnate din motive de igienă și protecție a sănătății (art. 16 lit. e). Detalii pe pagina <a href="{{store url="politici-de-retur"}}">Politici de retur</a>.</p>`],
    ['6. Suplimente alimentare', '<p>Suplimentele alimentare nu înlocuiesc o dietă variată și un stil de viață sănătos. Nu depăși doza zilnică recomandată. Consultă medicul dacă ești însărcinată, alăptezi sau urmezi un tratament.</p>'],
    ['7. Soluționarea litigiilor', '<p>Eventualele neînțelegeri se rezolvă pe cale amiabilă. Poți depune o reclamație la Autoritatea Națională pentru Protecția Consumatorilor (<a href="https://anpc.ro/">anpc.ro</a>) sau poți apela la soluționarea alternativă a litigiilor (<a href="https://anpc.ro/ce-este-sal/">SAL</a>). Platforma europeană SOL a fost închisă pe 20 iulie 2025 (Regulamentul (UE) 2024/3228).</p>']
  ] : [
    ['1. About the seller', `<p>This site is operated by ${COMPANY.legalName}, registered at ${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city}, VAT ${COMPANY.vatNumber}, trade register no. ${COMPANY.registrationNumber}.</p>`],
    ['2. Orders', '<p>An order is concluded once we confirm it by e-mail. We may cancel orders with incomplete details or for products that are out of stock, in which case any payment is refunded in full.</p>'],
    ['3. Prices', '<p>Prices are in lei (RON) and include VAT. The price that applies is the one shown when the order is placed.</p>'],
    ['4. Delivery', '<p>Delivery times and costs are described on the <a href="{{store url="livrare-si-plata"}}">Delivery and payment</a> page.</p>'],
    ['5. Right of withdrawal', `<p>You may withdraw from the contract within 14 days of receiving the products, without giving a reason (OUG 34/2014 art. 9). Withdraw with the <a href="{{store url="retragere-din-contract"}}">withdrawal form</a> (the “Withdraw from contract here” link in every page's footer and on each order) or by any clear statement sent to ${config('trans_email/ident_general/email')}. Send the products back within 14 days of withdrawing; we bear the direct cost of returning them. We refund everything you paid, standard delivery included, within 14 days of receiving your withdrawal, by the same payment method; we may wait until we have the products back. Sealed products unsealed after delivery cannot be returned for health protection and hygiene reasons (art. 16(e)). See <a href="{{store url="politici-de-retur"}}">Returns policy</a>.</p>`],
    ['6. Food supplements', '<p>Food supplements do not replace a varied diet and a healthy lifestyle. Do not exceed the recommended daily dose. Ask your doctor if you are pregnant, breastfeeding or on medication.</p>'],
    ['7. Disputes', '<p>Any disagreement is settled amicably first. You can complain to the National Authority for Consumer Protection (<a href="https://anpc.ro/">anpc.ro</a>) or use alternative dispute resolution (<a href="https://anpc.ro/ce-este-sal/">SAL</a>). The EU online dispute resolution platform closed on 20 July 2025 (Regulation (EU) 2024/3228).</p>']
  ]);
}

/**
 * The accessibility statement (Legea 232/2022, which transposes Directive (EU) 2019/882; its annex V asks a
 * service to say how it meets the requirements): the target, how it is checked, what does not meet it yet,
 * where to report a barrier and who enforces the law. Contact details come from the store's settings.
 */
function accessibility(lang: Lang): string {
  const email = config('trans_email/ident_general/email');
  const phone = config('general/store_information/phone');
  return legalPage(lang, 331, t(lang, 'Declarație de accesibilitate', 'Accessibility statement'), lang === 'ro' ? [
    ['Angajamentul nostru', `<p>${COMPANY.legalName} vrea ca magazinul online GNC România să poată fi folosit de toată lumea, inclusiv de persoanele care navighează doar cu tastatura, cu un cititor de ecran, cu text mărit sau pe ecrane mici. Declarația se aplică site-ului și aplicației instalate din browser, în ambele limbi.</p>`],
    ['Standardul urmărit', '<p>Ținta este conformitatea cu standardul european EN 301 549 v3.2.1, adică cu nivelul AA al Ghidului de accesibilitate a conținutului web (WCAG) 2.1, cum cere Legea nr. 232/2022 privind cerințele de accesibilitate aplicabile produselor și serviciilor.</p><p><strong>Stadiu: parțial conform</strong> — limitările cunoscute sunt enumerate mai jos.</p>'],
    ['Cum verificăm', '<ul><li>La fiecare versiune, testele automate deschid în browser paginile principale (acasă, categorie, produs, căutare, coș, finalizarea comenzii, cont, conținut) și le verifică cu axe-core (o încălcare gravă sau critică oprește versiunea), pe telefon (375 px) și pe desktop (1440 px).</li><li>Un test plasează o comandă doar cu tastatura (Tab, Enter, Spațiu), iar meniurile, coșul și ferestrele se închid cu Escape, cu focusul înapoi unde era.</li><li>Verificăm că paginile de conținut și de recenzii se citesc fără derulare pe orizontală la 320 px lățime.</li></ul>'],
    ['Limitări cunoscute', '<ul><li>Harta magazinelor (OpenStreetMap) nu poate fi folosită cu un cititor de ecran; adresa, programul și telefonul fiecărui magazin sunt scrise în pagină, sub hartă.</li><li>Unele imagini din articolele mai vechi de pe blog nu au încă text alternativ.</li><li>Videoclipurile încorporate au subtitrări doar dacă le oferă platforma pe care sunt găzduite.</li><li>Etichetele produselor din fotografii sunt imagini: informațiile de pe etichetă (ingrediente, alergeni, valori nutriționale, avertismente) sunt scrise și ca text pe pagina produsului.</li></ul>'],
    ['Spune-ne dacă întâmpini o barieră', `<p>Dacă o pagină sau o funcție nu îți este accesibilă, scrie-ne la <a href="mailto:${email}">${email}</a> sau sună la ${phone} și spune-ne pagina și ce ai încercat să faci. Îți răspundem în cel mult 10 zile lucrătoare și, până rezolvăm, te ajutăm să plasezi comanda pe altă cale (telefon sau e-mail).</p>`],
    ['Autoritatea de supraveghere', '<p>Dacă răspunsul nostru nu te mulțumește, poți depune o reclamație la Autoritatea Națională pentru Protecția Consumatorilor (ANPC), care supraveghează conformitatea serviciilor cu cerințele de accesibilitate din Legea nr. 232/2022: <a href="https://anpc.ro/">anpc.ro</a>.</p>'],
    ['Data declarației', '<p>Declarația a fost întocmită pe 5 decembrie 2026 și se revizuiește la fiecare schimbare importantă a magazinului, cel puțin o dată pe an.</p>']
  ] : [
    ['Our commitment', `<p>${COMPANY.legalName} wants the GNC Romania online store to be usable by everyone, including people who navigate with the keyboard only, with a screen reader, with enlarged text or on small screens. This statement covers the website and the app installed from the browser, in both languages.</p>`],
    ['The standard we aim for', '<p>Our target is conformance with the European standard EN 301 549 v3.2.1, that is with level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, as Romanian Law 232/2022 on the accessibility requirements for products and services requires.</p><p><strong>Status: partially conformant</strong> — the known limitations are listed below.</p>'],
    ['How we check', '<ul><li>With every release, automated tests open the main pages in a browser (home, category, product, search, cart, checkout, account, content) and check them with axe-core (a serious or critical violation stops the release), on a phone (375 px) and a desktop (1440 px).</li><li>A test places an order with the keyboard only (Tab, Enter, Space), and menus, the cart and dialogs close with Escape, the focus back where it was.</li><li>We check that content and review pages read without horizontal scrolling at 320 px wide.</li></ul>'],
    ['Known limitations', '<ul><li>The shop map (OpenStreetMap) cannot be used with a screen reader; each shop’s address, opening hours and phone number are written on the page, below the map.</li><li>Some images in older blog posts do not have alternative text yet.</li><li>Embedded videos have captions only where the platform hosting them provides them.</li><li>Product labels in photos are images: what the label says (ingredients, allergens, nutrition, warnings) is also written as text on the product page.</li></ul>'],
    ['Tell us about a barrier', `<p>If a page or a feature is not accessible to you, write to <a href="mailto:${email}">${email}</a> or call ${phone}, telling us the page and what you tried to do. We answer within 10 working days and, until it is fixed, help you place your order another way (phone or e-mail).</p>`],
    ['Enforcement', '<p>If our answer does not satisfy you, you can complain to the National Authority for Consumer Protection (ANPC), which oversees the conformity of services with the accessibility requirements of Law 232/2022: <a href="https://anpc.ro/">anpc.ro</a>.</p>'],
    ['Date of this statement', '<p>This statement was prepared on 5 December 2026 and is reviewed with every significant change to the store, at least once a year.</p>']
  ]);
}

function returns(lang: Lang): string {
  return page(401,
    row('contained', { padding: '30px 0px' },
      heading('h1', t(lang, 'Politici de retur', 'Returns policy')),
      text(t(lang,
        '<p>Poți returna produsele sigilate în termen de <strong>14 zile</strong> de la primire, fără să precizezi motivul. Din motive de siguranță alimentară, produsele desigilate nu pot fi returnate, cu excepția celor neconforme.</p>',
        '<p>You can return sealed products within <strong>14 days</strong> of delivery without giving a reason. For food-safety reasons opened products cannot be returned, unless they are faulty.</p>')),
      tabs({ idPrefix: 'returns', activeTab: 0, minHeight: '200px' },
        { name: t(lang, 'Cum returnez', 'How to return'), children: [text(t(lang,
          `<ol><li>Spune-ne că te retragi: completează <a href="{{store url="retragere-din-contract"}}">formularul de retragere</a> (numele, numărul comenzii și adresa de e-mail; legătura „Retrage-te din contract aici” e și pe fiecare comandă) sau scrie-ne la ${config('trans_email/ident_general/email')}. Primești pe e-mail confirmarea, cu data și ora cererii.</li><li>Împachetează produsele sigilate în ambalajul original.</li><li>Trimite-le în 14 zile de la retragere la adresa din confirmare: ${config('general/store_information/street_line1')}, ${config('general/store_information/street_line2')}, ${config('general/store_information/city')}.</li></ol>`,
          `<ol><li>Tell us you are withdrawing: fill in the <a href="{{store url="retragere-din-contract"}}">withdrawal form</a> (your name, the order number and your e-mail address; the “Withdraw from contract here” link is also on each order) or e-mail us at ${config('trans_email/ident_general/email')}. You receive a confirmation by e-mail with the date and time of your request.</li><li>Pack the sealed products in their original packaging.</li><li>Send them within 14 days of withdrawing to the address in the confirmation: ${config('general/store_information/street_line1')}, ${config('general/store_information/street_line2')}, ${config('general/store_information/city')}.</li></ol>`))] },
        { name: t(lang, 'Produse deteriorate', 'Damaged products'), children: [text(t(lang, '<p>Dacă un produs a ajuns deteriorat sau greșit, anunță-ne în 48 de ore cu o fotografie. Îl înlocuim sau îți returnăm banii, fără costuri.</p>', '<p>If a product arrives damaged or wrong, tell us within 48 hours with a photo. We replace it or refund you at no cost.</p>'))] },
        { name: t(lang, 'Rambursare', 'Refunds'), children: [text(t(lang, '<p>Rambursăm toate sumele plătite, inclusiv livrarea standard, în maximum 14 zile de la primirea cererii de retragere, prin aceeași metodă de plată. Putem amâna rambursarea până primim produsele înapoi.</p>', '<p>We refund everything you paid, standard delivery included, within 14 days of receiving your withdrawal, by the same payment method. We may wait until we have the products back.</p>'))] }
      ),
      buttons({ appearance: 'inline', margin: '20px 0px' },
        { text: t(lang, 'Contactează-ne', 'Contact us'), type: 'primary', link: url(path(lang, 'contact-us')) },
        { text: t(lang, 'Termeni și condiții', 'Terms and conditions'), type: 'link', link: url(path(lang, 'termeni-si-conditii')) })
    )
  );
}

function delivery(lang: Lang): string {
  const option = (appearance: 'align-top' | 'full-height', title: string, body: string) =>
    column(appearance, 25, { background: { color: '#f7f7f7' }, padding: '20px', margin: '0px 5px' }, heading('h3', title), text(body));
  return page(501,
    row('contained', { padding: '30px 0px' },
      heading('h1', t(lang, 'Livrare și plată', 'Delivery and payment')),
      image({ src: 'wysiwyg/pages/livrare.jpg', alt: t(lang, 'Livrare GNC', 'GNC delivery') }),
      text(t(lang, `<p>Livrăm în toată România. Comenzile plasate până la ora 14:00 în zilele lucrătoare pleacă din depozit în aceeași zi. <strong>Livrarea prin curier și la locker este gratuită pentru comenzile de la ${rate('fancourier/standard', 'free_from')}.</strong></p>`,
        `<p>We deliver everywhere in Romania. Orders placed by 2 pm on working days leave our warehouse the same day. <strong>Courier and locker delivery is free on orders from ${rate('fancourier/standard', 'free_from')}.</strong></p>`)),
      columnGroup(
        option('full-height', t(lang, 'Curier standard', 'Standard courier'), t(lang, `<p>Livrare la adresă în 1–2 zile lucrătoare.</p><p><strong>${rate('fancourier/standard', 'price')}</strong></p>`, `<p>Home delivery in 1–2 working days.</p><p><strong>${rate('fancourier/standard', 'price')}</strong></p>`)),
        option('full-height', t(lang, 'Livrare în aceeași zi', 'Same-day delivery'), t(lang, `<p>În București, pentru comenzile plasate până la ora 12:00.</p><p><strong>${rate('fancourier/sameday', 'price')}</strong></p>`, `<p>In Bucharest, for orders placed by 12 noon.</p><p><strong>${rate('fancourier/sameday', 'price')}</strong></p>`)),
        option('full-height', t(lang, 'Easybox / locker', 'Parcel locker'), t(lang, `<p>Ridici coletul din lockerul ales, non-stop.</p><p><strong>${rate('easybox/locker', 'price')}</strong></p>`, `<p>Collect your parcel from the locker of your choice, around the clock.</p><p><strong>${rate('easybox/locker', 'price')}</strong></p>`)),
        option('align-top', t(lang, 'Ridicare din magazin', 'Pickup in a shop'), t(lang, `<p>Gratuit, din oricare magazin GNC, de obicei în 24 de ore.</p><p><strong>${rate('instore/pickup', 'price')}</strong></p>`, `<p>Free, from any GNC store, usually within 24 hours.</p><p><strong>${rate('instore/pickup', 'price')}</strong></p>`))
      ),
      divider({ margin: '30px 0px' }),
      heading('h2', t(lang, 'Metode de plată', 'Payment methods')),
      text(t(lang, '<ul><li>Card bancar online (Visa, Mastercard), securizat 3-D Secure</li><li>Numerar sau card la livrare</li><li>Ordin de plată pentru persoane juridice</li></ul>',
        '<ul><li>Online card payment (Visa, Mastercard), secured with 3-D Secure</li><li>Cash or card on delivery</li><li>Bank transfer for companies</li></ul>')),
      htmlCode(t(lang,
        `<table class="gnc-shipping-table"><thead><tr><th>Metodă</th><th>Termen</th><th>Cost</th><th>Gratuit de la</th></tr></thead><tbody>${rateRow('Curier standard', '1–2 zile', 'fancourier/standard')}${rateRow('Aceeași zi (București)', 'aceeași zi', 'fancourier/sameday')}${rateRow('Locker', '1–2 zile', 'easybox/locker')}${rateRow('Ridicare din magazin', '24 ore', 'instore/pickup')}</tbody></table>`,
        `<table class="gnc-shipping-table"><thead><tr><th>Method</th><th>Time</th><th>Cost</th><th>Free from</th></tr></thead><tbody>${rateRow('Standard courier', '1–2 days', 'fancourier/standard')}${rateRow('Same day (Bucharest)', 'same day', 'fancourier/sameday')}${rateRow('Parcel locker', '1–2 days', 'easybox/locker')}${rateRow('Pickup in a shop', '24 hours', 'instore/pickup')}</tbody></table>`))
    )
  );
}

function cookies(lang: Lang): string {
  return page(601,
    row('contained', { padding: '30px 0px' },
      heading('h1', t(lang, 'Politica de cookies', 'Cookie policy')),
      text(t(lang,
        '<p>Folosim cookie-uri pentru ca magazinul să funcționeze corect, pentru a-ți aminti coșul și preferințele și, doar cu acordul tău, pentru statistici și marketing. Îți poți schimba oricând alegerea din linkul „Cookie Settings” din subsolul paginii.</p>',
        '<p>We use cookies to make the shop work, to remember your cart and preferences and, only with your consent, for statistics and marketing. You can change your choice at any time from the “Cookie Settings” link in the footer.</p>')),
      htmlCode(t(lang,
        '<table class="gnc-cookie-table"><thead><tr><th>Categorie</th><th>Scop</th><th>Durată</th></tr></thead><tbody><tr><td>Necesare</td><td>coș, autentificare, securitate</td><td>sesiune – 1 an</td></tr><tr><td>Preferințe</td><td>limbă, monedă</td><td>1 an</td></tr><tr><td>Statistici</td><td>măsurarea traficului</td><td>2 ani</td></tr><tr><td>Marketing</td><td>reclame relevante</td><td>90 de zile</td></tr></tbody></table>',
        '<table class="gnc-cookie-table"><thead><tr><th>Category</th><th>Purpose</th><th>Duration</th></tr></thead><tbody><tr><td>Necessary</td><td>cart, sign-in, security</td><td>session – 1 year</td></tr><tr><td>Preferences</td><td>language, currency</td><td>1 year</td></tr><tr><td>Statistics</td><td>traffic measurement</td><td>2 years</td></tr><tr><td>Marketing</td><td>relevant ads</td><td>90 days</td></tr></tbody></table>'))
    )
  );
}

function privacy(lang: Lang): string {
  return legalPage(lang, 701, t(lang, 'Politica de confidențialitate', 'Privacy policy'), lang === 'ro' ? [
    ['Cine suntem', `<p>Operatorul datelor tale este ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}. Ne poți scrie la <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>.</p>`],
    ['Ce date prelucrăm', '<p>Numele, adresa de e-mail, telefonul, adresele de livrare și facturare, istoricul comenzilor și, cu acordul tău, preferințele de comunicare.</p>'],
    ['De ce', '<p>Pentru a procesa și livra comenzile, pentru a-ți administra contul și programul My GNC Rewards și, doar dacă ești de acord, pentru newsletter.</p>'],
    ['Recenzii', '<p>O recenzie se publică sub pseudonimul ales de tine. Dacă o scrii din cont și ai comandat produsul înainte, lângă ea apare „Cumpărător verificat”: vizitatorii află astfel că autorul a cumpărat produsul, nu și cine este. Verificăm asta din comenzile tale, pentru a spune cumpărătorilor cât de credibile sunt recenziile (OUG 58/2022).</p>'],
    ['Drepturile tale', '<p>Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție, precum și dreptul de a depune o plângere la ANSPDCP.</p>']
  ] : [
    ['Who we are', `<p>Your data controller is ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}. You can write to us at <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>.</p>`],
    ['What we process', '<p>Your name, e-mail, phone number, delivery and billing addresses, order history and, with your consent, your communication preferences.</p>'],
    ['Why', '<p>To process and deliver orders, to manage your account and your My GNC Rewards membership and, only if you agree, for the newsletter.</p>'],
    ['Reviews', '<p>A review is published under the nickname you choose. If you write it from your account and had ordered the product before, “Verified buyer” is shown beside it: visitors learn that the author bought the product, not who they are. We check this from your orders, to tell shoppers how far they can trust the reviews (OUG 58/2022).</p>'],
    ['Your rights', '<p>You have the right of access, rectification, erasure, restriction, portability and objection, and the right to complain to the national data protection authority (ANSPDCP).</p>']
  ]);
}

function rewards(lang: Lang, ids: PageIds): string {
  const step = (appearance: 'align-top' | 'align-center' | 'full-height', name: string, body: string, colour: string) =>
    column(appearance, 33.3333, { background: { color: colour }, padding: '25px', textAlign: 'center' }, heading('h3', name, { textAlign: 'center' }), text(body));
  return page(801,
    row('full-bleed', { margin: '0px', padding: '0px' },
      banner('poster', {
        background: { image: 'wysiwyg/pages/rewards.jpg' },
        content: '<h1><span style="color: #ffffff;">My GNC Rewards</span></h1>' + t(lang, '<p><span style="color: #ffffff;">Fiecare leu cheltuit te apropie de următoarea reducere.</span></p>', '<p><span style="color: #ffffff;">Every leu you spend brings your next discount closer.</span></p>'),
        showButton: 'never', showOverlay: 'always', overlayColor: 'rgba(0,0,0,0.3)', minHeight: '360px', textAlign: 'center'
      })),
    row('contained', { padding: '30px 0px' },
      text(t(lang, `<p>Înscrierea este gratuită. Primești <strong>1 punct pentru fiecare ${reward('earning')}</strong> din totalul comenzilor online, din momentul în care comanda este plătită (cu cardul imediat, ramburs la livrare, prin transfer bancar când primim plata). Comenzile plasate sâmbăta și duminica primesc puncte duble. 100 de puncte valorează ${reward('worth', 100)} și plătesc, la finalizarea comenzii, până la ${reward('max_percent')} din valoarea produselor.</p>`,
        `<p>Membership is free. You earn <strong>1 point for every ${reward('earning')}</strong> of your online orders' totals, once an order is paid (by card at once, cash on delivery on delivery, bank transfer when we receive it). Orders placed on a Saturday or Sunday earn double points. 100 points are worth ${reward('worth', 100)} and pay up to ${reward('max_percent')} of an order's products at checkout.</p>`)),
      columnGroup(
        step('align-top', t(lang, 'Câștigi', 'Earn'), t(lang, `<p>1 punct pentru fiecare ${reward('earning')} din comenzile online, dublu în weekend.</p>`, `<p>1 point for every ${reward('earning')} of your online orders, double at weekends.</p>`), '#f3e5d8'),
        step('align-center', t(lang, 'Folosești', 'Spend'), t(lang, `<p>La finalizarea comenzii, punctele plătesc până la ${reward('max_percent')} din valoarea produselor.</p>`, `<p>At checkout, your points pay up to ${reward('max_percent')} of the products' price.</p>`), '#eeeeee'),
        step('full-height', t(lang, 'Urmărești', 'Follow'), t(lang, '<p>Soldul, punctele în așteptare și istoricul lor sunt în contul tău.</p>', '<p>Your balance, pending points and their history are in your account.</p>'), '#fff4cc')
      ),
      buttons({ appearance: 'stacked', textAlign: 'center', sameWidth: true, margin: '20px 0px' },
        { text: t(lang, 'Devino membru', 'Become a member'), type: 'primary', link: url(path(lang, 'create-account')) },
        { text: t(lang, 'Regulamentul programului', 'Programme rules'), type: 'secondary', link: { type: 'page', id: ids['termeni-si-conditii'], newTab: true } },
        { text: t(lang, 'Vezi ofertele', 'See the offers'), type: 'link', link: cat(CATEGORY.offers) })
    )
  );
}

function promoPage(lang: Lang, seed: number, img: string, title: string, intro: string, categoryIds: number[], until: string): string {
  return page(seed,
    // The campaign's picture as a Page Builder image (its words are drawn on it): a linked image with
    // alternative text, where a text-less banner made a link without a name.
    row('full-bleed', { margin: '0px', padding: '0px' },
      image({ src: img, alt: `${title}: ${intro}`, link: cat(categoryIds[0]), margin: '0px' })),
    row('contained', { padding: '30px 0px' },
      heading('h1', title, { textAlign: 'center' }),
      text(`<p style="text-align: center;">${intro}</p>`),
      products({ appearance: 'grid', categoryIds, count: 12 }),
      divider({ margin: '20px 0px' }),
      text(t(lang, `<p><small>Oferta este valabilă ${until}, în limita stocului disponibil, online și în magazinele GNC. Reducerile nu se cumulează cu alte promoții.</small></p>`,
        `<p><small>The offer is valid ${until}, while stocks last, online and in GNC stores. Discounts cannot be combined with other promotions.</small></p>`)),
      buttons({ appearance: 'inline', textAlign: 'center' },
        { text: t(lang, 'Toate ofertele', 'All offers'), type: 'primary', link: cat(CATEGORY.offers) }))
  );
}

function noRoute(lang: Lang): string {
  return page(901,
    row('contained', { padding: '60px 0px', textAlign: 'center' },
      heading('h1', t(lang, 'Pagina nu a fost găsită', 'Page not found'), { textAlign: 'center' }),
      text(t(lang, '<p style="text-align: center;">Se pare că pagina pe care o cauți nu există. Îți cerem scuze.</p>', '<p style="text-align: center;">Looks like the page you were hoping to find doesn\'t exist. Sorry about that.</p>')),
      buttons({ appearance: 'inline', textAlign: 'center' },
        { text: t(lang, 'Pagina principală', 'Home page'), type: 'primary', link: url(path(lang, '')) },
        { text: t(lang, 'Oferte', 'Offers'), type: 'secondary', link: cat(CATEGORY.offers) }))
  );
}

export interface PageSeed {
  identifier: string;
  title: Record<Lang, string>;
  heading: Record<Lang, string>;
  metaDescription: Record<Lang, string>;
  layout: string;
  build: (lang: Lang, ids: PageIds) => string;
}

const same = (s: string) => ({ ro: s, en: s });

export const PAGES: PageSeed[] = [
  { identifier: 'home', title: { ro: 'GNC România – suplimente, proteine și vitamine', en: 'GNC Romania – supplements, protein and vitamins' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Magazinul online GNC: proteine, vitamine, pre-workout și cosmetice, cu livrare în toată România.', en: 'The GNC online store: protein, vitamins, pre-workout and cosmetics, delivered across Romania.' }, build: home },
  { identifier: 'despre-noi', title: { ro: 'Despre noi', en: 'About us' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Povestea GNC și magazinele GNC din România.', en: 'The GNC story and GNC stores in Romania.' }, build: aboutUs },
  { identifier: 'termeni-si-conditii', title: { ro: 'Termeni și condiții', en: 'Terms and conditions' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Termenii și condițiile magazinului online GNC România.', en: 'Terms and conditions of the GNC Romania online store.' }, build: terms },
  { identifier: 'declaratie-de-accesibilitate', title: { ro: 'Declarație de accesibilitate', en: 'Accessibility statement' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Cât de accesibil este magazinul online GNC România, cum îl verificăm și cum ne semnalezi o barieră.', en: 'How accessible the GNC Romania online store is, how we check it and how to report a barrier.' }, build: accessibility },
  { identifier: 'politici-de-retur', title: { ro: 'Politici de retur', en: 'Returns policy' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Cum returnezi produsele comandate de pe GNC România.', en: 'How to return products ordered from GNC Romania.' }, build: returns },
  { identifier: 'livrare-si-plata', title: { ro: 'Livrare și plată', en: 'Delivery and payment' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Curier standard, livrare în aceeași zi, locker sau ridicare din magazin.', en: 'Standard courier, same-day delivery, parcel locker or pickup in a shop.' }, build: delivery },
  { identifier: 'politica-de-cookies', title: { ro: 'Politica de cookies', en: 'Cookie policy' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Ce cookie-uri folosim și cum îți schimbi alegerea.', en: 'Which cookies we use and how to change your choice.' }, build: cookies },
  { identifier: 'politica-de-confidentialitate', title: { ro: 'Politica de confidențialitate', en: 'Privacy policy' }, heading: same(''), layout: '1column',
    metaDescription: { ro: 'Cum prelucrăm și protejăm datele tale personale.', en: 'How we process and protect your personal data.' }, build: privacy },
  { identifier: 'my-gnc-rewards', title: same('My GNC Rewards'), heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Programul de loialitate My GNC Rewards: puncte, niveluri și beneficii.', en: 'The My GNC Rewards loyalty programme: points, levels and benefits.' }, build: rewards },
  { identifier: 'special-offers-50-off.html', title: { ro: 'Oferte speciale -50%', en: 'Special offers 50% off' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Produse selectate la jumătate de preț.', en: 'Selected products at half price.' },
    build: (lang) => promoPage(lang, 1001, promoImagePath('special-offers-50', lang), t(lang, 'Oferte speciale -50%', 'Special offers 50% off'), t(lang, 'Produse selectate la jumătate de preț, doar online.', 'Selected products at half price, online only.'), [CATEGORY.offers], t(lang, 'până la epuizarea stocului', 'until stocks run out')) },
  { identifier: 'special-offers-30-off.html', title: { ro: 'Oferte speciale -30%', en: 'Special offers 30% off' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Reduceri de 30% la proteine și aminoacizi.', en: '30% off protein and amino acids.' },
    build: (lang) => promoPage(lang, 1101, promoImagePath('special-offers-30', lang), t(lang, 'Oferte speciale -30%', 'Special offers 30% off'), t(lang, '-30% la proteine și aminoacizi.', '30% off protein and amino acids.'), [CATEGORY.protein, CATEGORY.aminoAcids], t(lang, 'în luna curentă', 'this month')) },
  { identifier: '25-black-friday.html', title: { ro: 'Black Friday -25%', en: 'Black Friday 25% off' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: '-25% la tot magazinul de Black Friday.', en: '25% off everything for Black Friday.' },
    build: (lang) => promoPage(lang, 1201, promoImagePath('black-friday', lang), 'Black Friday -25%', t(lang, '-25% la proteine, vitamine și pre-workout.', '25% off protein, vitamins and pre-workout.'), [CATEGORY.protein, CATEGORY.vitamins, CATEGORY.preWorkout], t(lang, 'de vineri până duminică', 'from Friday to Sunday')) },
  { identifier: 'gnc-vday.html', title: { ro: 'Valentine’s Day la GNC', en: 'Valentine’s Day at GNC' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: 'Cadouri pentru cei dragi: cosmetice și suplimente.', en: 'Gifts for your loved ones: cosmetics and supplements.' },
    build: (lang) => promoPage(lang, 1301, promoImagePath('vday', lang), t(lang, 'Valentine’s Day la GNC', 'Valentine’s Day at GNC'), t(lang, 'Cadouri pentru cei dragi, între 14 și 17 februarie.', 'Gifts for your loved ones, from 14 to 17 February.'), [CATEGORY.cosmetics, CATEGORY.bars], t(lang, 'între 14 și 17 februarie', 'from 14 to 17 February')) },
  { identifier: 'ahava-cosmetics-25-off.html', title: { ro: 'Cosmetice AHAVA -25%', en: 'AHAVA cosmetics 25% off' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: '-25% la cosmeticele AHAVA.', en: '25% off AHAVA cosmetics.' },
    build: (lang) => promoPage(lang, 1401, promoImagePath('ahava', lang), t(lang, 'Cosmetice AHAVA -25%', 'AHAVA cosmetics 25% off'), t(lang, 'Minerale din Marea Moartă pentru îngrijirea pielii.', 'Dead Sea minerals for your skin care.'), [CATEGORY.ahava], t(lang, 'în luna curentă', 'this month')) },
  { identifier: 'tree-hut-cosmetics-25-off.html', title: { ro: 'Cosmetice Tree Hut -25%', en: 'Tree Hut cosmetics 25% off' }, heading: same(''), layout: 'cms-full-width',
    metaDescription: { ro: '-25% la exfoliantele și cremele Tree Hut.', en: '25% off Tree Hut scrubs and creams.' },
    build: (lang) => promoPage(lang, 1501, promoImagePath('tree-hut', lang), t(lang, 'Cosmetice Tree Hut -25%', 'Tree Hut cosmetics 25% off'), t(lang, 'Exfoliante cu zahăr și unt de shea.', 'Shea sugar scrubs and body butters.'), [CATEGORY.treeHut], t(lang, 'în luna curentă', 'this month')) },
  { identifier: 'no-route', title: { ro: '404 – Pagina nu a fost găsită', en: '404 Not Found' }, heading: same(''), layout: '1column',
    metaDescription: same(''), build: (lang) => noRoute(lang) }
];

// ---------------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------------

export interface BlockSeed {
  identifier: string;
  title: Record<Lang, string>;
  build: (lang: Lang, ids: PageIds, shopIds: Record<string, number>) => string;
}

const cities = ['Brașov', 'Constanța', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Oradea', 'București'];

export const BLOCKS: BlockSeed[] = [
  // Shown in the header's 'All offers' dialog, which has its own title: the block starts with its intro.
  { identifier: 'all-offers', title: { ro: 'Toate ofertele', en: 'All offers' }, build: (lang, ids) => page(2001,
    row('contained', { padding: '0px' },
      text(t(lang, '<p style="text-align: center;">Reducerile active acum, online și în magazinele GNC.</p>', '<p style="text-align: center;">The discounts running now, online and in GNC stores.</p>')),
      buttons({ appearance: 'stacked', sameWidth: true, textAlign: 'center' },
        { text: t(lang, 'Oferte speciale -50%', 'Special offers 50% off'), type: 'primary', link: { type: 'page', id: ids['special-offers-50-off.html'] } },
        { text: t(lang, 'Oferte speciale -30%', 'Special offers 30% off'), type: 'primary', link: { type: 'page', id: ids['special-offers-30-off.html'] } },
        { text: 'Black Friday -25%', type: 'secondary', link: { type: 'page', id: ids['25-black-friday.html'] } },
        { text: t(lang, 'Cosmetice AHAVA -25%', 'AHAVA cosmetics 25% off'), type: 'secondary', link: { type: 'page', id: ids['ahava-cosmetics-25-off.html'] } },
        { text: t(lang, 'Cosmetice Tree Hut -25%', 'Tree Hut cosmetics 25% off'), type: 'secondary', link: { type: 'page', id: ids['tree-hut-cosmetics-25-off.html'] } },
        { text: t(lang, 'Toate produsele la reducere', 'Everything on sale'), type: 'link', link: cat(CATEGORY.offers) }))) },
  { identifier: 'top-strip', title: { ro: 'Bandă anunțuri', en: 'Announcement strip' }, build: (lang) => page(2101,
    row('full-width', { background: { color: '#1b1b1b' }, padding: '6px', margin: '0px' },
      text(t(lang,
        `<ul class="gnc-top-strip"><li>Livrare gratuită la comenzi de la ${rate('fancourier/standard', 'free_from')}</li><li>Ridicare gratuită din magazinele GNC</li><li>Puncte My GNC Rewards la fiecare comandă</li><li>Retur gratuit în 14 zile</li></ul>`,
        `<ul class="gnc-top-strip"><li>Free delivery on orders from ${rate('fancourier/standard', 'free_from')}</li><li>Free pickup from GNC stores</li><li>My GNC Rewards points on every order</li><li>Free returns within 14 days</li></ul>`), { textAlign: 'center', margin: '0px' }))) },
  { identifier: 'home-usp', title: { ro: 'Avantaje GNC', en: 'Why GNC' }, build: (lang) => page(2201,
    row('contained', { margin: '0px' },
      columnGroup(
        column('align-top', 25, { textAlign: 'center' }, heading('h4', t(lang, 'Livrare rapidă', 'Fast delivery'), { textAlign: 'center' }), text(t(lang, `<p>În 24–48 de ore, gratuit de la ${rate('fancourier/standard', 'free_from')}.</p>`, `<p>In 24–48 hours, free from ${rate('fancourier/standard', 'free_from')}.</p>`))),
        column('align-top', 25, { textAlign: 'center' }, heading('h4', t(lang, 'Produse originale', 'Genuine products'), { textAlign: 'center' }), text(t(lang, '<p>Direct de la producători, cu certificate de calitate.</p>', '<p>Straight from the makers, with quality certificates.</p>'))),
        column('align-top', 25, { textAlign: 'center' }, heading('h4', t(lang, 'Consultanță gratuită', 'Free advice'), { textAlign: 'center' }), text(t(lang, '<p>Specialiști în fiecare magazin și la telefon.</p>', '<p>Specialists in every store and on the phone.</p>'))),
        column('align-top', 25, { textAlign: 'center' }, heading('h4', t(lang, 'Retur în 14 zile', '14-day returns'), { textAlign: 'center' }), text(t(lang, '<p>Pentru produsele sigilate, fără întrebări.</p>', '<p>For sealed products, no questions asked.</p>')))))) },
  // The home page's new products (its 'New products' section reads the carousel's product links): every
  // product, newest first, as a Page Builder Products carousel (Catalog Products List widget).
  { identifier: HOME_NEW_PRODUCTS_BLOCK, title: { ro: 'Produse noi', en: 'New products' }, build: () => page(3201,
    row('contained', { margin: '0px' },
      products({ appearance: 'carousel', count: 12, sortOrder: 'date_newest_top', carousel: { autoplay: false, infinite: false, arrows: true, dots: true } }))) },
  { identifier: 'dynamic-free-shipping', title: { ro: 'Livrare gratuită', en: 'Free delivery' }, build: (lang) => page(2301,
    row('full-width', { background: { color: '#fff4cc' }, padding: '15px' },
      text(t(lang, `<p style="text-align: center;"><strong>Livrare gratuită</strong> pentru comenzile de la ${rate('fancourier/standard', 'free_from')}. <a href="{{store url="livrare-si-plata"}}">Detalii</a></p>`,
        `<p style="text-align: center;"><strong>Free delivery</strong> on orders from ${rate('fancourier/standard', 'free_from')}. <a href="{{store url="livrare-si-plata"}}">Details</a></p>`)))) },
  { identifier: 'dynamic-rewards', title: { ro: 'Puncte duble', en: 'Double points' }, build: (lang) => page(2401,
    row('full-width', { background: { color: '#fde8e8' }, padding: '15px' },
      text(t(lang, '<p style="text-align: center;"><strong>Puncte duble My GNC Rewards</strong> în fiecare weekend.</p>',
        '<p style="text-align: center;"><strong>Double My GNC Rewards points</strong> every weekend.</p>')))) },
  { identifier: 'footer-links', title: { ro: 'Linkuri subsol', en: 'Footer links' }, build: (lang) => page(2501,
    row('contained', { margin: '0px' },
      columnGroup(
        column('align-top', 33.3333, {}, heading('h4', t(lang, 'Contul meu', 'My account')),
          text(`<ul><li><a href="${path(lang, 'sign-in')}">${t(lang, 'Autentificare', 'Sign in')}</a></li><li><a href="${path(lang, 'create-account')}">${t(lang, 'Creează cont', 'Create an account')}</a></li><li><a href="${path(lang, 'order-history')}">${t(lang, 'Comenzile mele', 'My orders')}</a></li><li><a href="${path(lang, 'wishlist')}">${t(lang, 'Favorite', 'Wishlist')}</a></li></ul>`)),
        column('align-top', 33.3333, {}, heading('h4', t(lang, 'Despre GNC', 'About GNC')),
          text(`<ul><li><a href="${path(lang, 'despre-noi')}">${t(lang, 'Despre noi', 'About us')}</a></li><li><a href="${path(lang, 'my-gnc-rewards')}">My GNC Rewards</a></li><li><a href="${path(lang, 'shops')}">${t(lang, 'Magazine', 'Stores')}</a></li><li><a href="${path(lang, 'blog')}">Blog</a></li></ul>`)),
        column('align-top', 33.3333, {}, heading('h4', t(lang, 'Ajutor', 'Help')),
          text(`<ul><li><a href="${path(lang, 'livrare-si-plata')}">${t(lang, 'Livrare și plată', 'Delivery and payment')}</a></li><li><a href="${path(lang, 'politici-de-retur')}">${t(lang, 'Politici de retur', 'Returns policy')}</a></li><li><a href="${path(lang, 'termeni-si-conditii')}">${t(lang, 'Termeni și condiții', 'Terms and conditions')}</a></li><li><a href="${path(lang, 'politica-de-confidentialitate')}">${t(lang, 'Confidențialitate', 'Privacy')}</a></li><li><a href="${path(lang, 'politica-de-cookies')}">${t(lang, 'Politica de cookies', 'Cookie policy')}</a></li><li><a href="${path(lang, 'contact-us')}">${t(lang, 'Contact', 'Contact us')}</a></li></ul>`))))) },
  { identifier: 'footer-company', title: { ro: 'Date companie', en: 'Company details' }, build: (lang) => page(2601,
    row('contained', { margin: '0px' },
      text(`<p>${COMPANY.legalName}<br>${t(lang, 'CUI', 'VAT')} ${COMPANY.vatNumber} · ${t(lang, 'Nr. Reg. Com.', 'Trade reg. no.')} ${COMPANY.registrationNumber}<br>${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city} ${COMPANY.postcode}<br>${t(lang, 'Telefon', 'Phone')}: <a href="tel:${COMPANY.phone.replace(/\s/g, '')}">${COMPANY.phone}</a> · E-mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></p>` +
        `<p><a href="https://anpc.ro/" target="_blank" rel="noopener">ANPC</a> · <a href="https://ec.europa.eu/consumers/odr" target="_blank" rel="noopener">SOL</a></p>`))) },
  { identifier: 'footer-social', title: { ro: 'Rețele sociale', en: 'Social networks' }, build: () => page(2701,
    row('contained', { margin: '0px' },
      htmlCode('<ul class="gnc-social"><li><a href="https://www.facebook.com/GNCRomania" target="_blank" rel="noopener" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/gncromania" target="_blank" rel="noopener" aria-label="Instagram">Instagram</a></li><li><a href="https://www.youtube.com/@gncromania" target="_blank" rel="noopener" aria-label="YouTube">YouTube</a></li><li><a href="https://www.tiktok.com/@gncromania" target="_blank" rel="noopener" aria-label="TikTok">TikTok</a></li><li><a href="https://www.linkedin.com/company/gnc-romania" target="_blank" rel="noopener" aria-label="LinkedIn">LinkedIn</a></li></ul>'))) },
  { identifier: 'footer-stores', title: { ro: 'Magazine pe orașe', en: 'Stores by city' }, build: (lang, _ids, shopIds) => page(2801,
    row('contained', { margin: '0px' },
      text(cities.map((city) => `<h5>${city}</h5><ul>${SHOPS.filter((s) => s.city === city).map((s) => `<li><a href="${path(lang, `shop/${shopIds[s.key]}`)}">${s.name}</a></li>`).join('')}</ul>`).join('')))) },
  // The footer's contact details (phone and e-mail in its help band, the company under the logo): the
  // settings through {{config}}, the rest the retailer's own words per view.
  { identifier: 'footer-contact', title: { ro: 'Date de contact în subsol', en: 'Footer contact details' }, build: (lang) => page(3901,
    row('contained', { margin: '0px' },
      text(`<p><a href="tel:${config('general/store_information/phone')}">${t(lang, 'Telefon', 'Phone')}: ${config('general/store_information/phone')}</a><br>` +
        `<a href="mailto:${config('trans_email/ident_general/email')}">E-mail: ${config('trans_email/ident_general/email')}</a></p>` +
        `<p><strong>${COMPANY.legalName}</strong><br>` +
        `${t(lang, 'CUI', 'VAT')} ${config('general/store_information/merchant_vat_number')} · ${t(lang, 'Nr. Reg. Com.', 'Trade register')} ${COMPANY.registrationNumber}<br>` +
        `${['street_line1', 'street_line2', 'city', 'postcode'].map((field) => config(`general/store_information/${field}`)).join(', ')}<br>` +
        `${config('general/store_information/hours')}</p>`))) },
  { identifier: 'contact-info', title: { ro: 'Date de contact', en: 'Contact details' }, build: (lang) => page(2901,
    row('contained', { margin: '0px' },
      heading('h3', t(lang, 'Suntem aici să te ajutăm', 'We are here to help')),
      text(`<p><strong>${t(lang, 'Telefon', 'Phone')}:</strong> <a href="tel:${COMPANY.phone.replace(/\s/g, '')}">${COMPANY.phone}</a><br><strong>E-mail:</strong> <a href="mailto:${COMPANY.email}">${COMPANY.email}</a><br><strong>${t(lang, 'Program', 'Hours')}:</strong> ${COMPANY.hours[lang]}</p><p><strong>${t(lang, 'Sediu', 'Head office')}:</strong> ${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city} ${COMPANY.postcode}</p>`))) },
  { identifier: 'contact-map', title: { ro: 'Hartă sediu', en: 'Head office map' }, build: (lang) => page(3001,
    row('contained', { margin: '0px' },
      map({ height: '300px', showControls: false, locations: [{ name: 'GNC România', latitude: 44.4347, longitude: 26.0463, phone: COMPANY.phone, address: COMPANY.street, city: COMPANY.city, state: 'București', zipcode: COMPANY.postcode, country: t(lang, 'România', 'Romania'), comment: COMPANY.hours[lang] }] }))) },
  { identifier: 'cookie-notice', title: { ro: 'Notificare cookies', en: 'Cookie notice' }, build: (lang) => page(3101,
    row('contained', { margin: '0px' },
      text(t(lang, `<p>Folosim cookie-uri pentru a-ți oferi o experiență mai bună. Detalii în <a href="{{store url="politica-de-cookies"}}">Politica de cookies</a>.</p>`,
        `<p>We use cookies to give you a better experience. See our <a href="{{store url="politica-de-cookies"}}">Cookie policy</a>.</p>`)))) }
];
