import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { useCapability } from '../../../components/Capabilities';
import { getBrowserPersistence, storageKeys, type BrowserPersistence } from '../../../api/storage';
import { LeaveBlogVoteDocument, type BlogVoteCountsFragment } from '../blog.generated';

/** Helpful (plus) and not helpful (minus) votes of a post. */
export type VoteCounts = Pick<BlogVoteCountsFragment, 'plus' | 'minus'>;

export type PostVote = 'PLUS' | 'MINUS';

/** Browser storage record of the shopper's votes: { [post id]: 'PLUS' | 'MINUS' }. */
export const BLOG_VOTES_STORAGE_KEY = storageKeys.blogVotes;

type StoredVotes = Record<string, PostVote>;

function storedVotes(persistence: BrowserPersistence): StoredVotes {
  const value = persistence.getItem<unknown>(BLOG_VOTES_STORAGE_KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredVotes) : {};
}

/** The vote this browser left on a post, if any. */
export function readPostVote(postId: number, persistence: BrowserPersistence = getBrowserPersistence()): PostVote | null {
  const vote = storedVotes(persistence)[String(postId)];
  return vote === 'PLUS' || vote === 'MINUS' ? vote : null;
}

export function rememberPostVote(postId: number, vote: PostVote, persistence: BrowserPersistence = getBrowserPersistence()): void {
  persistence.setItem(BLOG_VOTES_STORAGE_KEY, { ...storedVotes(persistence), [String(postId)]: vote });
}

/**
 * Which vote the server recorded for this shopper: Amasty answers `voted` with the voter's own counts
 * ({plus: 1} or {minus: 1}, both 0 when a repeated vote took the earlier one back); without it, the type sent.
 */
export function recordedVote(voted: VoteCounts | null | undefined, sent: PostVote): PostVote | null {
  if (!voted) return sent;
  if ((voted.plus ?? 0) > 0) return 'PLUS';
  if ((voted.minus ?? 0) > 0) return 'MINUS';
  return null;
}

export interface UsePostVoteProps {
  postId: number;
  counts: VoteCounts | null;
  /** Keeps the post's counts (in the Apollo cache) in step with the server's answer. */
  onCounts(counts: VoteCounts): void;
}

/**
 * Helpful / not helpful votes. The embedded server counts every vote, so a shopper votes once per post:
 * the vote is remembered in browser storage and the buttons then show it as pressed.
 */
export function usePostVote({ postId, counts, onCounts }: UsePostVoteProps) {
  const [vote, setVote] = useState<PostVote | null>(() => readPostVote(postId));
  const [justVoted, setJustVoted] = useState(false);
  const [hasError, setHasError] = useState(false);
  const [leaveVote, { loading: isVoting }] = useMutation(LeaveBlogVoteDocument);
  const hasBlog = useCapability('blog');

  const castVote = async (type: PostVote) => {
    if (!hasBlog) return;
    if (vote || isVoting) return;
    setHasError(false);
    // A vote does not depend on the cart's queued writes: it goes straight out.
    const result = await leaveVote({ variables: { input: { post_id: postId, type } }, context: { skipQueue: true } }).catch(() => null);
    const answer = result?.data?.amBlogLeaveVote;
    if (!answer?.data) {
      setHasError(true);
      return;
    }
    onCounts({ plus: answer.data.plus ?? 0, minus: answer.data.minus ?? 0 });
    const recorded = recordedVote(answer.voted, type);
    if (recorded) rememberPostVote(postId, recorded);
    setVote(recorded);
    setJustVoted(Boolean(recorded));
  };

  return {
    plus: counts?.plus ?? 0,
    minus: counts?.minus ?? 0,
    showCounts: Boolean(counts),
    vote,
    hasVoted: vote !== null,
    justVoted,
    isVoting,
    hasError,
    voteHelpful: () => castVote('PLUS'),
    voteNotHelpful: () => castVote('MINUS')
  };
}
