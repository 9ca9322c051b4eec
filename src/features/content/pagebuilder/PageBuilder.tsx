// Page Builder renderer: parses Magento Page Builder HTML (DOMParser, inert) into content types and
// renders them as React components. Media-query rules of the saved <style> blocks stay in one scoped
// stylesheet; everything HTML is sanitised (DOMPurify, loaded on demand) before it reaches the DOM.
import { useMemo } from 'react';

import { cx } from '../../../components/classNames';
import RenderWhenNear from '../../../components/RenderWhenNear';
import ContentType, { renderNodes } from './ContentTypeRenderer';
import styles from './pagebuilder.module.css';
import { parsePageBuilder } from './parse/parsePageBuilder';
import { loadSanitizer, useSanitizer } from './sanitizer';
import { PageBuilderContext } from './shared/context';

// Start loading the sanitiser with the page's own chunk, in parallel with its query.
if (typeof window !== 'undefined') void loadSanitizer().catch(() => undefined);

export interface PageBuilderProps {
  html: string;
  className?: string;
  /**
   * Top-level content from this index on renders only when it comes near the viewport (a long page
   * below other content, like the home page's). Undefined: everything at once.
   */
  renderNearViewportFrom?: number;
}

/** What an off-screen top-level block reserves until it renders. */
const DEFERRED_BLOCK_HEIGHT = '20rem';

export default function PageBuilder({ html, className, renderNearViewportFrom }: PageBuilderProps) {
  const sanitize = useSanitizer();
  const parsed = useMemo(() => (html.trim() ? parsePageBuilder(html) : { nodes: [], scopedCss: '' }), [html]);
  const context = useMemo(() => (sanitize ? { sanitize } : null), [sanitize]);
  if (!context || parsed.nodes.length === 0) return null;
  return (
    <PageBuilderContext.Provider value={context}>
      <div className={cx('pagebuilder-root', styles.root, className)}>
        {parsed.scopedCss ? <style>{parsed.scopedCss}</style> : null}
        {renderNearViewportFrom === undefined
          ? renderNodes(parsed.nodes)
          : parsed.nodes.map((node, index) =>
              index < renderNearViewportFrom ? (
                <ContentType key={node.key} node={node} />
              ) : (
                <RenderWhenNear key={node.key} placeholderHeight={DEFERRED_BLOCK_HEIGHT}>
                  <ContentType node={node} />
                </RenderWhenNear>
              )
            )}
      </div>
    </PageBuilderContext.Provider>
  );
}
