// Helpful / not helpful buttons with their counts. Once the shopper has voted the chosen button stays
// pressed; the buttons are aria-disabled (not disabled) so keyboard focus is not lost from the one pressed.
import { FormattedMessage, useIntl } from 'react-intl';

import styles from './blogPost.module.css';
import { usePostVote, type UsePostVoteProps } from './usePostVote';

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      className={down ? `${styles.voteIcon} ${styles.voteIconDown}` : styles.voteIcon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 11v9H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3zM7 11l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 18.3 21H7" />
    </svg>
  );
}

export default function PostVote(props: UsePostVoteProps) {
  const { formatMessage } = useIntl();
  const talon = usePostVote(props);
  const inactive = talon.hasVoted || talon.isVoting;

  const button = (type: 'PLUS' | 'MINUS', label: string, count: number, onClick: () => void) => (
    <button
      type="button"
      className={styles.voteButton}
      aria-pressed={talon.vote === type}
      aria-disabled={inactive || undefined}
      onClick={inactive ? undefined : onClick}
    >
      <Thumb down={type === 'MINUS'} />
      <span>{label}</span>
      {talon.showCounts ? (
        <>
          {' '}
          <span className={styles.voteCount} aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">
            {formatMessage({ id: 'blog.vote.count', defaultMessage: '{count, plural, one {# vote} other {# votes}}' }, { count })}
          </span>
        </>
      ) : null}
    </button>
  );

  return (
    <section className={styles.vote} aria-labelledby="blog-vote-title" aria-busy={talon.isVoting || undefined}>
      <h2 id="blog-vote-title" className={styles.voteTitle}>
        <FormattedMessage id="blog.vote.title" defaultMessage="Was this article helpful?" />
      </h2>
      <div className={styles.voteButtons}>
        {button('PLUS', formatMessage({ id: 'blog.vote.helpful', defaultMessage: 'Helpful' }), talon.plus, talon.voteHelpful)}
        {button('MINUS', formatMessage({ id: 'blog.vote.notHelpful', defaultMessage: 'Not helpful' }), talon.minus, talon.voteNotHelpful)}
      </div>
      {talon.hasError ? (
        <p className={styles.fieldError} role="alert">
          <FormattedMessage id="blog.vote.error" defaultMessage="Your vote could not be saved. Please try again." />
        </p>
      ) : null}
      <p className={styles.voteStatus} role="status">
        {talon.justVoted ? <FormattedMessage id="blog.vote.thanks" defaultMessage="Thank you for your feedback!" /> : null}
      </p>
    </section>
  );
}
