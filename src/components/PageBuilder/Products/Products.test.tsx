import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { tileProduct } from '../../ProductTile/testing';
import PageBuilder from '../PageBuilder';
import { orderByUrlKeys, productLinksInHtml, urlKeyOf } from './productLinks';
import { GetPageBuilderProductsDocument, GetProductUrlSuffixDocument } from './products.generated';

/** One list item as Magento's widget templates write it: photo link, name link, price, add-to-cart form. */
function magentoItem(url: string, name: string, sku: string, id: number): string {
  return `<li class="product-item"> <div class="product-item-info"> <a href="${url}" class="product-item-photo"> <span class="product-image-container product-image-container-${id}"> <span class="product-image-wrapper"> <img class="product-image-photo" src="https://shop.test/media/catalog/product/cache/1/${sku}.jpg" loading="lazy" width="240" height="300" alt="${name}"></span> </span> </a>
 <div class="product-item-details"> <strong class="product-item-name"> <a title="${name}" href="${url}" class="product-item-link"> ${name} </a> </strong>
 <div class="price-box price-final_price" data-role="priceBox" data-product-id="${id}" data-price-box="product-id-${id}"><span class="price-container price-final_price tax weee"><span id="product-price-${id}-widget-product-grid" data-price-amount="45" data-price-type="finalPrice" class="price-wrapper "><span class="price">$45.00</span></span></span></div>
 <div class="product-item-inner"> <div class="product-item-actions"> <div class="actions-primary"> <form data-role="tocart-form" data-product-sku="${sku}" action="https://shop.test/checkout/cart/add/uenc/x/product/${id}/" method="post"> <input type="hidden" name="product" value="${id}"> <button type="submit" title="Add to Cart" class="action tocart primary"><span>Add to Cart</span></button> </form> </div> </div> </div> </div> </div> </li>`;
}

const ITEMS = [
  magentoItem('https://shop.test/en/overnight-duffle.html', 'Overnight Duffle', '24-WB07', 13),
  magentoItem('https://shop.test/en/driven-backpack.html', 'Driven Backpack', '24-WB03', 12)
].join('');

/** A grid widget as a Magento store returns it in cmsPage.content (CatalogWidget's grid.phtml). */
const GRID_HTML =
  '<div data-content-type="products" data-appearance="grid" data-element="main"><div class="block widget block-products-list grid"><div class="block-content">' +
  `<!-- new_products_content_widget_grid--><div class="products-grid grid"><ol class="product-items widget-product-grid">${ITEMS}</ol></div></div></div></div>`;

/** A carousel as Page Builder's carousel.phtml writes it inside the content type's element. */
const CAROUSEL_HTML =
  '<div data-content-type="products" data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px" data-element="main">' +
  `<ol class="product-items widget-product-carousel">${ITEMS}</ol></div>`;

const suffixMock = {
  request: { query: GetProductUrlSuffixDocument },
  result: { data: { storeConfig: { __typename: 'StoreConfig' as const, store_code: 'en_storeview', product_url_suffix: '.html' } } }
};

function productsMock(urlKeys: string[]) {
  return {
    request: { query: GetPageBuilderProductsDocument, variables: { urlKeys, pageSize: urlKeys.length } },
    result: {
      data: {
        products: {
          __typename: 'Products' as const,
          // The search's own order, not the widget's.
          items: [
            tileProduct({ sku: '24-WB03', name: 'Driven Backpack', url_key: 'driven-backpack', price: 36 }),
            tileProduct({ sku: '24-WB07', name: 'Overnight Duffle', url_key: 'overnight-duffle', price: 45 })
          ]
        }
      }
    }
  };
}

describe('the product links of a catalog widget', () => {
  it('reads a.product-item-link hrefs in order, once each (not the photo links)', () => {
    expect(productLinksInHtml(GRID_HTML)).toEqual(['https://shop.test/en/overnight-duffle.html', 'https://shop.test/en/driven-backpack.html']);
    expect(productLinksInHtml('<div data-content-type="products"></div>')).toEqual([]);
    expect(productLinksInHtml('')).toEqual([]);
  });

  it("takes a URL's last path segment without the store's product URL suffix", () => {
    expect(urlKeyOf('https://shop.test/en/overnight-duffle.html', '.html')).toBe('overnight-duffle');
    expect(urlKeyOf('/proteina-din-zer.html?utm=x#reviews', '.html')).toBe('proteina-din-zer');
    expect(urlKeyOf('/en/whey/', '')).toBe('whey');
    expect(urlKeyOf('/cr%C3%A9atine.html', '.html')).toBe('créatine');
    expect(urlKeyOf('/no-suffix', '.html')).toBe('no-suffix');
  });

  it("puts the products back in the links' order", () => {
    const a = tileProduct({ sku: 'A', name: 'A', url_key: 'a' });
    const b = tileProduct({ sku: 'B', name: 'B', url_key: 'b' });
    expect(orderByUrlKeys([b, null, a], ['a', 'b', 'c'])).toEqual([a, b]);
  });
});

describe('Products content type from the HTML Magento writes', () => {
  it("asks core products by the links' URL keys and shows the tiles in the widget's order (grid)", async () => {
    renderWithProviders(<PageBuilder html={GRID_HTML} />, { route: '/en', mocks: [suffixMock, productsMock(['overnight-duffle', 'driven-backpack'])] });
    await screen.findByRole('link', { name: /Overnight Duffle/ });
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: /Overnight Duffle/ })).toHaveAttribute('href', '/en/overnight-duffle.html');
    expect(within(second).getByRole('link', { name: /Driven Backpack/ })).toHaveAttribute('href', '/en/driven-backpack.html');
  });

  it('shows a carousel of the same products', async () => {
    renderWithProviders(<PageBuilder html={CAROUSEL_HTML} />, { route: '/en', mocks: [suffixMock, productsMock(['overnight-duffle', 'driven-backpack'])] });
    const carousel = await screen.findByRole('region', { name: 'Products' });
    expect((await within(carousel).findAllByRole('link', { name: /Overnight Duffle/ }))[0]).toHaveAttribute('href', '/en/overnight-duffle.html');
  });

  it('renders nothing for a widget without products', async () => {
    const { container } = renderWithProviders(<PageBuilder html={'<div data-content-type="products" data-appearance="grid" data-element="main"></div>'} />, { mocks: [] });
    await waitFor(() => expect(container.querySelector('.pagebuilder-root')).not.toBeNull());
    expect(container.querySelector('.pagebuilder-root')?.textContent).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
