import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getBrowserPersistence } from '../../../api/storage';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetBlogCommentsDocument, GetBlogPostDocument, GetBlogSettingDocument, LeaveBlogCommentDocument, LeaveBlogVoteDocument } from '../blog.generated';
import BlogPost from './BlogPost';
import { readPostVote, rememberPostVote } from './usePostVote';

const setting = (overrides: Record<string, unknown> = {}) => ({
  request: { query: GetBlogSettingDocument },
  result: {
    data: {
      amBlogSetting: {
        __typename: 'AmBlogSetting',
        display_settings_label: 'Blog',
        display_settings_display_at_category: true,
        list_count_per_page: 9,
        comments_use_comments: true,
        comments_allow_guests: true,
        comments_autoapprove: false,
        comments_ask_email: true,
        comments_ask_name: true,
        post_display_author: true,
        post_display_tags: true,
        post_helpful: true,
        search_engine_title: 'GNC Blog',
        search_engine_meta_description: 'Articles',
        ...overrides
      }
    }
  },
  maxUsageCount: 5
});

const postMock = (vote: { plus: number; minus: number } | null = { plus: 5, minus: 1 }) => ({
  request: { query: GetBlogPostDocument, variables: { urlKey: 'post-1' } },
  result: {
    data: {
      amBlogPost: {
        __typename: 'AmBlogPost',
        post_id: 1,
        title: 'Protein basics',
        url_key: 'post-1',
        short_content: '<p>About protein</p>',
        published_at: '2026-11-19 02:36:31',
        list_thumbnail: null,
        list_thumbnail_alt: null,
        comment_count: 4,
        author: null,
        full_content: '<p>Full text</p>',
        meta_title: 'Protein basics',
        meta_description: 'About',
        post_thumbnail: null,
        post_thumbnail_alt: null,
        comments_enabled: '1',
        tags: [],
        vote: vote ? { __typename: 'AmBlogVoteData', ...vote } : null
      }
    }
  }
});

const comment = (comment_id: number, name: string, message: string, reply_to: string | null = null) => ({
  __typename: 'AmBlogComment',
  comment_id,
  name,
  message,
  created_at: `2026-11-21 1${comment_id % 10}:00:00`,
  status: '2',
  reply_to
});

const commentsMock = (items: ReturnType<typeof comment>[]) => ({
  request: { query: GetBlogCommentsDocument, variables: { postId: 1 } },
  result: { data: { amBlogComments: { __typename: 'AmBlogComments', items } } },
  maxUsageCount: 3
});

const THREAD = [
  comment(10, 'Radu', 'Clear, thanks!'),
  comment(11, 'Ioana', 'How much after training?', null),
  comment(12, 'Andreea', 'About 30 g, Ioana.', '11'),
  comment(13, '', 'And on rest days?', '12')
];

function renderPost(mocks: unknown[]) {
  return renderWithProviders(<BlogPost urlKey="post-1" />, { route: '/en/blog/post/post-1', mocks: [setting(), ...(mocks as never[])] });
}

beforeEach(() => window.localStorage.clear());

describe('BlogPost comment threads', () => {
  it('shows replies in a nested list under the comment they answer', async () => {
    renderPost([postMock(), commentsMock(THREAD)]);
    const replies = await screen.findByRole('list', { name: 'Replies to Ioana' });
    expect(within(replies).getByText('About 30 g, Ioana.')).toBeInTheDocument();
    // The reply to the reply is nested one level further, and its nameless author is 'Guest'.
    const nested = within(replies).getByRole('list', { name: 'Replies to Andreea' });
    expect(within(nested).getByText('And on rest days?')).toBeInTheDocument();
    expect(within(nested).getByText('Guest')).toBeInTheDocument();
    // Radu's comment has no replies; every comment, reply or not, is counted.
    expect(screen.queryByRole('list', { name: 'Replies to Radu' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to Radu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to Guest' })).toBeInTheDocument();
  });

  it('says neither a count nor "no comments" while the comments are on their way', async () => {
    renderPost([postMock(), { ...commentsMock(THREAD), delay: 200 }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Protein basics' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Comments' });
    expect(within(section).getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(screen.queryByText('No comments yet. Be the first to write one.')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens a reply form under a comment, focuses it and cancels back to the Reply button', async () => {
    const user = userEvent.setup();
    renderPost([postMock(), commentsMock(THREAD)]);
    const reply = await screen.findByRole('button', { name: 'Reply to Radu' });
    expect(reply).toHaveAttribute('aria-expanded', 'false');
    await user.click(reply);
    const form = await screen.findByRole('form', { name: 'Reply to Radu' });
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    // The main comment form stays as it is.
    expect(screen.getByRole('form', { name: 'Leave a comment' })).toBeInTheDocument();
    // Only one reply form at a time.
    await user.click(screen.getByRole('button', { name: 'Reply to Ioana' }));
    expect(await screen.findByRole('form', { name: 'Reply to Ioana' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to Radu' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('form', { name: 'Reply to Ioana' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Reply to Ioana' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to Ioana' })).toHaveFocus();
  });

  it('sends a reply with reply_to and says it waits for moderation, leaving the main form alone', async () => {
    const user = userEvent.setup();
    const input = { post_id: 1, reply_to: 10, name: 'Ana', email: 'ana@example.com', message: 'Same question here' };
    renderPost([
      postMock(),
      commentsMock(THREAD),
      {
        request: { query: LeaveBlogCommentDocument, variables: { input } },
        result: { data: { amBlogLeaveComment: { __typename: 'AmBlogLeaveCommentOutput', comment: { ...comment(20, 'Ana', input.message, '10'), status: '1' } } } }
      }
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reply to Radu' }));
    const form = await screen.findByRole('form', { name: 'Reply to Radu' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findAllByText('This is a required field.')).toHaveLength(3);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), input.message);
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    const notice = await screen.findByText('Thank you! Your reply was sent and will appear after it is approved by a moderator.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Reply to Radu' })).not.toBeInTheDocument();
    // The top-level form has not changed: no pending message there.
    expect(screen.getByRole('form', { name: 'Leave a comment' })).toBeInTheDocument();
    expect(screen.queryByText(/Your comment was sent/)).not.toBeInTheDocument();
  });

  it('shows the server error of a failed reply in the reply form only', async () => {
    const user = userEvent.setup();
    const input = { post_id: 1, reply_to: 11, name: 'Ana', email: 'ana@example.com', message: 'Thanks!' };
    renderPost([
      postMock(),
      commentsMock(THREAD),
      { request: { query: LeaveBlogCommentDocument, variables: { input } }, result: { errors: [{ message: 'Comments are disabled.', extensions: { category: 'graphql-input' } }] } }
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reply to Ioana' }));
    const form = await screen.findByRole('form', { name: 'Reply to Ioana' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Comments are disabled.');
    expect(within(screen.getByRole('form', { name: 'Leave a comment' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('BlogPost votes', () => {
  const voteMock = (type: 'PLUS' | 'MINUS', data: { plus: number; minus: number }) => ({
    request: { query: LeaveBlogVoteDocument, variables: { input: { post_id: 1, type } } },
    result: {
      data: {
        amBlogLeaveVote: {
          __typename: 'AmBlogLeaveVoteOutput',
          data: { __typename: 'AmBlogVoteData', ...data },
          voted: { __typename: 'AmBlogVoteData', plus: type === 'PLUS' ? 1 : 0, minus: type === 'MINUS' ? 1 : 0 }
        }
      }
    }
  });

  it('shows the counts, records a helpful vote, keeps it pressed and remembers it', async () => {
    const user = userEvent.setup();
    renderPost([postMock({ plus: 5, minus: 1 }), commentsMock([]), voteMock('PLUS', { plus: 6, minus: 1 })]);
    const group = await screen.findByRole('region', { name: 'Was this article helpful?' });
    const helpful = within(group).getByRole('button', { name: 'Helpful 5 votes' });
    const notHelpful = within(group).getByRole('button', { name: 'Not helpful 1 vote' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    expect(await within(group).findByRole('button', { name: 'Helpful 6 votes' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    // One vote per post: the other button does not send another one.
    expect(notHelpful).toHaveAttribute('aria-disabled', 'true');
    await user.click(notHelpful);
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    expect(readPostVote(1, getBrowserPersistence())).toBe('PLUS');
  });

  it('shows a vote remembered from an earlier visit as pressed', async () => {
    rememberPostVote(1, 'MINUS');
    renderPost([postMock({ plus: 5, minus: 2 }), commentsMock([])]);
    const notHelpful = await screen.findByRole('button', { name: 'Not helpful 2 votes' });
    expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Helpful 5 votes' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when the vote fails and lets the shopper try again', async () => {
    const user = userEvent.setup();
    renderPost([
      postMock({ plus: 5, minus: 1 }),
      commentsMock([]),
      { request: { query: LeaveBlogVoteDocument, variables: { input: { post_id: 1, type: 'MINUS' } } }, error: new Error('Network request failed') },
      voteMock('MINUS', { plus: 5, minus: 2 })
    ]);
    await user.click(await screen.findByRole('button', { name: 'Not helpful 1 vote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your vote could not be saved. Please try again.');
    const notHelpful = screen.getByRole('button', { name: 'Not helpful 1 vote' });
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    expect(notHelpful).not.toHaveAttribute('aria-disabled');
    expect(readPostVote(1)).toBeNull();
    await user.click(notHelpful);
    expect(await screen.findByRole('button', { name: 'Not helpful 2 votes' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('hides the votes when the blog turns them off', async () => {
    renderWithProviders(<BlogPost urlKey="post-1" />, { mocks: [setting({ post_helpful: false }), postMock(), commentsMock([])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protein basics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  });
});
