import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { mockMatchMedia } from '../../../app/testing/matchMedia';
import { onOpenCookieSettings } from '../../../lib/cookieSettings';
import { ALL_PRESENT, resetCapabilitiesForTests, setCapabilities } from '../../../lib/capabilities';
import Footer from './Footer';
import { GetFooterDocument } from './footer.generated';
import { parseContactBlock, phoneHref } from '../../../components/CompanyDetails';
import { FooterCmsBlocksDocument } from './FooterBlocks/footerBlocks.generated';
import { cityKey, parseSocialLinks, parseStoreGroups } from './FooterBlocks/footerBlockParsers';
import { formatCopyright } from './useFooter';

const SOCIAL_HTML =
  '<ul class="gnc-social"><li><a href="https://www.facebook.com/GNCRomania" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/gncromania">Instagram</a></li><li><a href="https://www.youtube.com/@gncromania">YouTube</a></li><li><a href="https://www.tiktok.com/@gncromania">TikTok</a></li><li><a href="https://www.linkedin.com/company/gnc-romania">LinkedIn</a></li><li><a href="javascript:alert(1)">Bad</a></li></ul>';

// Block order differs from the footer's city order on purpose; Bucharest has two shops.
const STORES_HTML =
  '<div data-content-type="text"><h5>București</h5><ul><li><a href="/en/shop/1">GNC AFI Cotroceni</a></li><li><a href="/en/shop/2">GNC Mega Mall</a></li></ul>' +
  '<h5>Brașov</h5><ul><li><a href="/en/shop/6">GNC Coresi Brașov</a></li></ul>' +
  '<h5>Cluj-Napoca</h5><ul><li><a href="/en/shop/8">GNC Iulius Mall Cluj</a></li></ul>' +
  '<h5>Constanța</h5><ul><li><a href="/en/shop/7">GNC City Park Constanța</a></li></ul>' +
  '<h5>Iași</h5><ul><li><a href="/en/shop/9">GNC Palas Iași</a></li></ul>' +
  '<h5>Timișoara</h5><ul><li><a href="/en/shop/10">GNC Iulius Town Timișoara</a></li></ul>' +
  '<h5>Oradea</h5><ul><li><a href="/en/shop/11">GNC Lotus Center Oradea</a></li></ul></div>';

// The seeded block as the CMS filter renders it in the English view ({{config}} directives written).
const CONTACT_HTML =
  '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-content-type="text" data-appearance="default" data-element="main">' +
  '<p><a href="tel:+40 21 527 04 40">Phone: +40 21 527 04 40</a><br><a href="mailto:contact@gnc-romania.ro">E-mail: contact@gnc-romania.ro</a></p>' +
  '<p><strong>Vitalis Nutrition Retail S.R.L.</strong><br>VAT RO 18547290 · Trade register J40/10233/2006<br>' +
  'Bd. Iuliu Maniu nr. 7, Corp A, et. 3, Sector 6, București, 061072<br>Monday–Friday, 09:00–18:00</p></div></div>';

const storeConfigMock = footerConfigMock(true);

function footerConfigMock(contactEnabled: boolean, contact: string | null = CONTACT_HTML) {
  return {
    request: { query: GetFooterDocument, variables: { contactBlock: ['footer-contact'] } },
    result: {
      data: {
        storeConfig: {
          __typename: 'StoreConfig',
          store_code: 'en_storeview',
          copyright: 'GNC Romania. All rights reserved.',
          contact_enabled: contactEnabled
        },
        cmsBlocks: { __typename: 'CmsBlocks', items: contact === null ? [null] : [{ __typename: 'CmsBlock', identifier: 'footer-contact', content: contact }] }
      },
      // A store without the block: Magento's error beside the answer.
      ...(contact === null ? { errors: [new GraphQLError('The CMS block with the "footer-contact" ID doesn\'t exist.')] } : {})
    }
  };
}

function blocksMock(social: string | null, stores: string | null) {
  const item = (identifier: string, content: string | null) => (content === null ? null : { __typename: 'CmsBlock', identifier, content });
  return {
    request: { query: FooterCmsBlocksDocument, variables: { identifiers: ['footer-social', 'footer-stores'] } },
    result: { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [item('footer-social', social), item('footer-stores', stores)] } } }
  };
}

function setNarrow(narrow: boolean) {
  mockMatchMedia((query) => narrow && query.includes('max-width: 768px'));
}

describe('footer helpers', () => {
  it('keeps a copyright that already carries the year', () => {
    expect(formatCopyright('© 2031 GNC', 2031)).toBe('© 2031 GNC');
    expect(formatCopyright('© GNC', 2031)).toBe('© 2031 GNC');
    expect(formatCopyright(null, 2031)).toBe('© 2031');
  });

  it('brings a leading year (or the end of a range) of the copyright to the current year', () => {
    expect(formatCopyright('© 2030 GNC România. Toate drepturile rezervate.', 2031)).toBe('© 2031 GNC România. Toate drepturile rezervate.');
    expect(formatCopyright('©2030 GNC', 2031)).toBe('©2031 GNC');
    expect(formatCopyright('© 2019–2030 GNC', 2031)).toBe('© 2019–2031 GNC');
    expect(formatCopyright('© 2019 - 2030 GNC', 2031)).toBe('© 2019 - 2031 GNC');
    // A year elsewhere in the line is the merchant's own text.
    expect(formatCopyright('GNC, since 1935', 2031)).toBe('© 2031 GNC, since 1935');
  });

  it('turns a phone number into a tel: address', () => {
    expect(phoneHref('+40 21 527 04 40')).toBe('tel:+40215270440');
  });

  it('reads the phone, the e-mail and the company from the contact block, texts only', () => {
    expect(parseContactBlock(CONTACT_HTML)).toEqual({
      phone: '+40 21 527 04 40',
      phoneHref: 'tel:+40215270440',
      email: 'contact@gnc-romania.ro',
      name: 'Vitalis Nutrition Retail S.R.L.',
      lines: ['VAT RO 18547290 · Trade register J40/10233/2006', 'Bd. Iuliu Maniu nr. 7, Corp A, et. 3, Sector 6, București, 061072', 'Monday–Friday, 09:00–18:00']
    });
    // A setting left empty leaves neither an empty line nor a stray comma; markup and scripts stay out.
    expect(
      parseContactBlock('<address><b>GNC</b><br>Str. X 1, , Cluj-Napoca, <br><img src=x onerror="alert(1)"><br><script>alert(1)</script>Open daily</address>')
    ).toEqual({ phone: '', phoneHref: '', email: '', name: 'GNC', lines: ['Str. X 1, Cluj-Napoca', 'Open daily'] });
    expect(parseContactBlock('<p><a href="mailto:shop%40gnc.ro?subject=Hi">Write</a></p>')).toMatchObject({ email: 'shop@gnc.ro', name: '', lines: [] });
    expect(parseContactBlock('')).toBeNull();
    expect(parseContactBlock('<p> </p>')).toBeNull();
  });

  it('reads the five networks from the social block, https only, once each', () => {
    expect(parseSocialLinks(SOCIAL_HTML).map((link) => [link.network, link.label])).toEqual([
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['youtube', 'YouTube'],
      ['tiktok', 'TikTok'],
      ['linkedin', 'LinkedIn']
    ]);
  });

  it('groups the shops by city in the order Brasov, Constanta, Cluj, Iasi, Timisoara, Oradea, Bucuresti', () => {
    const groups = parseStoreGroups(STORES_HTML);
    expect(groups.map((group) => cityKey(group.city))).toEqual(['brasov', 'constanta', 'cluj', 'iasi', 'timisoara', 'oradea', 'bucuresti']);
    expect(groups[6].stores).toEqual([
      { id: '1', name: 'GNC AFI Cotroceni' },
      { id: '2', name: 'GNC Mega Mall' }
    ]);
  });
});

describe('Footer', () => {
  beforeEach(() => setNarrow(false));

  it('shows the copyright with the current year, company details, phone and e-mail', async () => {
    const year = new Date().getFullYear();
    renderWithProviders(<Footer />, { route: '/en/cart', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    expect(await screen.findByText(`© ${year} GNC Romania. All rights reserved.`)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Vitalis Nutrition Retail S.R.L.')).toBeInTheDocument();
    expect(within(footer).getByText('VAT RO 18547290 · Trade register J40/10233/2006')).toBeInTheDocument();
    expect(within(footer).getByText('Monday–Friday, 09:00–18:00')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Phone: \+40 21 527 04 40/ })).toHaveAttribute('href', 'tel:+40215270440');
    expect(within(footer).getByRole('link', { name: /E-mail: contact@gnc-romania\.ro/ })).toHaveAttribute('href', 'mailto:contact@gnc-romania.ro');
    const chat = within(footer).getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
  });

  it('shows the rest of the footer without company details when the store has no contact block', async () => {
    renderWithProviders(<Footer />, { route: '/en/cart', mocks: [footerConfigMock(true, null), blocksMock(SOCIAL_HTML, STORES_HTML)] });
    expect(await screen.findByText(/GNC Romania\. All rights reserved\./)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /Phone:/ })).not.toBeInTheDocument();
    expect(footer.querySelector('address')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Facebook/ });
  });

  it('has the account / about / help groups and the policy links in the store view', async () => {
    renderWithProviders(<Footer />, { route: '/en/cart', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/en/despre-noi');
    expect(within(footer).getByRole('link', { name: 'Delivery and Payment' })).toHaveAttribute('href', '/en/livrare-si-plata');
    const policies = within(footer).getByRole('list', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/en/politica-de-cookies');
    expect(within(policies).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/en/termeni-si-conditii');
    expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/en/politica-de-confidentialitate');
    await screen.findByRole('link', { name: /Facebook/ });
  });

  it("leaves out 'Contact Us' once the store says its contact page is switched off", async () => {
    const { unmount } = renderWithProviders(<Footer />, { route: '/en', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact-us');
    await screen.findByRole('link', { name: /Facebook/ });
    unmount();
    renderWithProviders(<Footer />, { route: '/en', mocks: [footerConfigMock(false), blocksMock(SOCIAL_HTML, STORES_HTML)] });
    await screen.findByText(/GNC Romania\. All rights reserved\./);
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delivery and Payment' })).toBeInTheDocument();
  });

  it("reopens the consent banner from 'Cookie Settings'", async () => {
    const listener = jest.fn();
    const stop = onOpenCookieSettings(listener);
    renderWithProviders(<Footer />, { route: '/', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await screen.findByRole('link', { name: /Facebook/ });
  });

  it('links to ANPC, to ANPC’s SAL pictogram (250 × 50) and, where the closed ODR platform was, to the EU’s dispute-resolution page, in a new tab', async () => {
    renderWithProviders(<Footer />, { route: '/', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const protection = screen.getByRole('list', { name: 'Consumer protection' });
    const links = within(protection).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', 'https://anpc.ro/');
    expect(links[1]).toHaveAttribute('href', 'https://anpc.ro/ce-este-sal/');
    const pictogram = within(links[1]).getByRole('img', { name: 'ANPC – Alternative dispute resolution (opens in a new tab)' });
    expect(pictogram).toHaveAttribute('width', '250');
    expect(pictogram).toHaveAttribute('height', '50');
    expect(links[2]).toHaveAttribute('href', expect.stringContaining('ec.europa.eu'));
    expect(links.some((link) => link.getAttribute('href')?.includes('/odr'))).toBe(false);
    links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    await screen.findByRole('link', { name: /Facebook/ });
  });

  it('links the withdrawal function and the accessibility statement from the legal row, in the view', async () => {
    renderWithProviders(<Footer />, { route: '/en/proteine.html', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const policies = screen.getByRole('list', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute('href', '/en/retragere-din-contract');
    expect(within(policies).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/en/declaratie-de-accesibilitate');
    await screen.findByRole('link', { name: /Facebook/ });
  });

  it('shows the five social links and the shops by city, linking to /shop/{id} in the view', async () => {
    renderWithProviders(<Footer />, { route: '/proteine.html', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const social = await screen.findByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(5);
    expect(within(social).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://www.instagram.com/gncromania');

    const stores = await screen.findByRole('heading', { name: 'GNC stores' });
    const section = stores.closest('section') as HTMLElement;
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Brașov',
      'Constanța',
      'Cluj-Napoca',
      'Iași',
      'Timișoara',
      'Oradea',
      'București'
    ]);
    // Romanian view: the block's /en links become the view's own.
    expect(within(section).getByRole('link', { name: 'GNC Mega Mall' })).toHaveAttribute('href', '/shop/2');
  });

  it('lists no shops and links no blog, shops or rewards page when the back end lacks those extensions', async () => {
    setCapabilities('en_storeview', { ...ALL_PRESENT, storeLocator: false, blog: false, rewardPoints: false });
    try {
      renderWithProviders(<Footer />, { route: '/en', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
      // With the store locator the shops show within this time (the test above finds them).
      await expect(screen.findByRole('heading', { name: 'GNC stores' }, { timeout: 600 })).rejects.toThrow();
      const footer = screen.getByRole('contentinfo');
      const paths = within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '');
      expect(paths.filter((href) => /^\/(en\/)?(shops?|blog|my-gnc-rewards)(\/|$)/.test(href))).toEqual([]);
      expect(within(footer).getByRole('link', { name: 'Delivery and Payment' })).toBeInTheDocument();
    } finally {
      resetCapabilitiesForTests();
    }
  });

  it('falls back to the configured networks when the social block is missing', async () => {
    renderWithProviders(<Footer />, { route: '/en', mocks: [storeConfigMock, blocksMock(null, STORES_HTML)] });
    const social = await screen.findByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(5);
    expect(await screen.findByRole('link', { name: 'GNC Palas Iași' })).toHaveAttribute('href', '/en/shop/9');
  });

  it('folds the link groups into an accordion below 769 px', async () => {
    setNarrow(true);
    renderWithProviders(<Footer />, { route: '/en', mocks: [storeConfigMock, blocksMock(SOCIAL_HTML, STORES_HTML)] });
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Delivery and Payment' })).not.toBeInTheDocument();
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Delivery and Payment' })).toBeVisible();
    // The shops fold too; the legal row and the copyright stay visible.
    const stores = await screen.findByRole('button', { name: 'GNC stores' });
    expect(stores).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeVisible();
  });
});
