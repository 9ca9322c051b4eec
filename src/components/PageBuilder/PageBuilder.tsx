// Page Builder renderer: parses Magento Page Builder HTML (DOMParser, inert) into content types and
// renders them as React components. Media-query rules of the saved <style> blocks stay in one scoped
// stylesheet; everything HTML is sanitised (DOMPurify, loaded on demand) before it reaches the DOM.
import { useEffect, useMemo, useState } from 'react';

import { cx } from '../classNames';
import RenderWhenNear from '../RenderWhenNear';
import { yieldToMain } from '../../lib/idle';
import { loadSanitizer, useSanitizer } from '../../lib/sanitizer';
import ContentType, { renderNodes } from './ContentTypeRenderer';
import styles from './pagebuilder.module.css';
import { parsePageBuilder, parsePageBuilderInSteps } from './parse/parsePageBuilder';
import { PageBuilderContext } from './shared/context';

// Start loading the sanitiser with the page's own chunk, in parallel with its query.
if (typeof window !== 'undefined') void loadSanitizer().catch(() => undefined);

interface PageBuilderProps {
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

type Parsed = ReturnType<typeof parsePageBuilder>;

function parse(html: string): Parsed {
  return html.trim() ? parsePageBuilder(html) : { nodes: [], scopedCss: '' };
}

/**
 * The parsed content. With `inTask`, parsed after the first render in short tasks (null until then):
 * reading a long page's HTML is neither added to the render of what sits above it nor one long task.
 */
function useParsed(html: string, inTask: boolean): Parsed | null {
  const now = useMemo(() => (inTask ? null : parse(html)), [html, inTask]);
  const [later, setLater] = useState<{ html: string; parsed: Parsed } | null>(null);
  useEffect(() => {
    if (!inTask) return undefined;
    let active = true;
    // Content replaced or unmounted meanwhile: the rest of the reading is dropped.
    const pause = () =>
      yieldToMain().then(() => {
        if (!active) throw new Error('Page Builder content no longer shown');
      });
    void pause()
      .then(() => (html.trim() ? parsePageBuilderInSteps(html, pause) : { nodes: [], scopedCss: '' }))
      .then(
        (parsed) => setLater({ html, parsed }),
        () => undefined
      );
    return () => {
      active = false;
    };
  }, [html, inTask]);
  if (!inTask) return now;
  return later?.html === html ? later.parsed : null;
}

export default function PageBuilder({ html, className, renderNearViewportFrom }: PageBuilderProps) {
  const sanitize = useSanitizer();
  // Content that renders when near the viewport is below other content: it can be read a task later.
  const parsed = useParsed(html, renderNearViewportFrom !== undefined);
  const context = useMemo(() => (sanitize ? { sanitize } : null), [sanitize]);
  if (!context || !parsed || parsed.nodes.length === 0) return null;
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
