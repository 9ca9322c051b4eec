/** The Page Builder writer: master-format markup, styles moved to <style>, links as widget directives. */
import { buttons, column, columnGroup, heading, htmlCode, page, row } from './pagebuilder';
import { parseDirectiveParams } from '../../services/cmsContent';
import { normaliseRequestPath } from '../../services/routing';

test('a row writes its styles into a <style> block keyed by data-pb-style', () => {
  const html = page(1, row('contained', { padding: '20px' }, heading('h2', 'Ofertă & noutăți')));
  const ids = [...html.matchAll(/data-pb-style="([A-Z0-9]{7})"/g)].map((m) => m[1]);
  expect(ids).toHaveLength(2);
  for (const id of ids) expect(html).toContain(`#html-body [data-pb-style=${id}]{`);
  expect(html).toMatch(/^<style>[^<]*<\/style><div data-content-type="row" data-appearance="contained" data-element="main">/);
  expect(html).toContain('>Ofertă &amp; noutăți</h2>');
  // Same seed, same ids: a re-seed writes identical HTML.
  expect(page(1, row('contained', { padding: '20px' }, heading('h2', 'Ofertă & noutăți')))).toBe(html);
});

test('columns carry their appearance and width; HTML code is stored escaped', () => {
  const html = page(2, row('full-width', {}, columnGroup(column('align-bottom', 50, {}, htmlCode('<b>x</b>')))));
  expect(html).toContain('data-content-type="column" data-appearance="align-bottom"');
  expect(html).toMatch(/width:50%/);
  expect(html).toContain('>&lt;b&gt;x&lt;/b&gt;</div>');
});

test('button links are widget directives for categories, products and pages', () => {
  const html = page(3, row('full-bleed', {}, buttons({},
    { text: 'Cat', type: 'primary', link: { type: 'category', id: 4 } },
    { text: 'Prod', type: 'secondary', link: { type: 'product', id: 1, newTab: true } },
    { text: 'Page', type: 'link', link: { type: 'page', id: 9 } })));
  expect(html).toContain('id_path="category/4"');
  expect(html).toMatch(/data-link-type="product"/);
  expect(html).toMatch(/target="_blank" data-link-type="product"/);
  expect(html).toContain('page_id="9"');
});

test('directive parameters and URL clean-up', () => {
  expect(parseDirectiveParams('type="Magento\\Cms\\Block\\Widget\\Block" block_id="footer-links" url=wysiwyg/a.jpg')).toEqual({
    type: 'Magento\\Cms\\Block\\Widget\\Block', block_id: 'footer-links', url: 'wysiwyg/a.jpg'
  });
  expect(normaliseRequestPath('/despre-noi?x=1#y')).toBe('despre-noi');
  expect(normaliseRequestPath('https://shop.example/en/x.html?q')).toBe('en/x.html');
  expect(normaliseRequestPath('//livrare%20si')).toBe('livrare si');
  expect(normaliseRequestPath('')).toBe('');
});
