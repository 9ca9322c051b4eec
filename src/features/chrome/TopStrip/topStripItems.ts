// The strip's texts are the <li> items of the CMS block's <ul class="gnc-top-strip"> (edited in the
// admin). Only their text is used, so the block's HTML never reaches the DOM.

/** Collapses white space; '' for nothing. */
function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The strip texts of a block's HTML, in order, without empties and duplicates. */
export function parseStripItems(html: string | null | undefined, parser: DOMParser = new DOMParser()): string[] {
  if (!html) return [];
  const doc = parser.parseFromString(html, 'text/html');
  let items = [...doc.querySelectorAll('ul.gnc-top-strip > li')];
  // A block written without the class still works: its list items, or else its paragraphs.
  if (items.length === 0) items = [...doc.querySelectorAll('li')];
  if (items.length === 0) items = [...doc.querySelectorAll('p')];
  const texts = items.map((item) => cleanText(item.textContent)).filter(Boolean);
  return [...new Set(texts)];
}
