// CMS block renderer: cmsBlocks(identifiers), each block's Page Builder content in order. An empty list
// says 'There are no blocks to display'; a failed load with nothing cached shows the error message.
import { FormattedMessage } from 'react-intl';

import { cx } from '../classNames';
import PageBuilder from '../PageBuilder';
import styles from './cmsBlock.module.css';
import { useCmsBlock } from './useCmsBlock';

interface CmsBlockProps {
  identifiers: readonly string[];
  className?: string;
}

export default function CmsBlock({ identifiers, className }: CmsBlockProps) {
  const { isLoading, errorMessage, blocks } = useCmsBlock(identifiers);
  if (isLoading) return <div className={cx(styles.loading, className)} aria-busy="true" />;
  if (errorMessage) {
    return (
      <p className={cx(styles.message, className)} role="alert">
        {errorMessage}
      </p>
    );
  }
  if (blocks.length === 0) {
    return (
      <p className={cx(styles.message, className)}>
        <FormattedMessage id="cmsBlock.noBlocks" defaultMessage="There are no blocks to display" />
      </p>
    );
  }
  return (
    <div className={cx(styles.root, className)}>
      {blocks.map((block) => (
        <div key={block.identifier} className={styles.block} data-identifier={block.identifier}>
          <PageBuilder html={block.content} />
        </div>
      ))}
    </div>
  );
}
