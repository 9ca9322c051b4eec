import { lazy, Suspense, type ReactNode } from 'react';

import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import type { BlockProps } from '../types';

// Only for a block directive the server left unrendered: load the block by identifier.
const CmsBlock = lazy(() => import('../../CmsBlock'));

/** A CMS block placed on the page: the server renders its content in place (Magento's widget filter). */
export default function Block({ style, cssClasses, pbStyle, isHidden, unrenderedBlockId, children }: BlockProps & { children: ReactNode }) {
  return (
    <div className={cx(styles.block, isHidden && styles.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      {unrenderedBlockId ? (
        <Suspense fallback={null}>
          <CmsBlock identifiers={[unrenderedBlockId]} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
