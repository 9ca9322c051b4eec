import { createContext, useContext } from 'react';

import type { Sanitize } from '../../../lib/sanitizer';

export interface PageBuilderContextValue {
  sanitize: Sanitize;
}

export const PageBuilderContext = createContext<PageBuilderContextValue>({
  // Outside a renderer nothing unsanitised may reach the DOM: text is escaped.
  sanitize: (html) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
});

export function usePageBuilder(): PageBuilderContextValue {
  return useContext(PageBuilderContext);
}
