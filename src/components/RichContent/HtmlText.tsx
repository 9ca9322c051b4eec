// A merchant's short HTML text (category and product descriptions). Simple formatted text renders at
// once as React elements (simpleHtml.ts); anything richer goes through DOMPurify (RichContent), loaded
// on demand, so the sanitiser is in no page's first files.
import { createElement, Suspense, useMemo, type ReactNode } from 'react';

import { lazyInTask } from '../lazyInTask';
import { readSimpleHtml, type SimpleNode } from './simpleHtml';

const SanitizedHtml = lazyInTask(() => import(/* webpackChunkName: "sanitizer" */ './RichContent'));

export interface HtmlTextProps {
  html: string;
  className?: string;
}

function renderNodes(nodes: readonly SimpleNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const props: Record<string, unknown> = { key: index };
    if (node.className !== undefined) props.className = node.className;
    if (node.tag === 'a') {
      props.href = node.href;
      if (node.title) props.title = node.title;
      // A new tab does not get this page as its opener.
      if (node.newTab) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
    }
    return node.children.length ? createElement(node.tag, props, ...renderNodes(node.children)) : createElement(node.tag, props);
  });
}

export default function HtmlText({ html, className }: HtmlTextProps) {
  const simple = useMemo(() => readSimpleHtml(html), [html]);
  if (simple) return <div className={className}>{renderNodes(simple)}</div>;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml className={className} html={html} />
    </Suspense>
  );
}
