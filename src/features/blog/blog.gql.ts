import { gql, type TypedDocumentNode } from '@apollo/client';

export interface BlogSetting {
  display_settings_label: string | null;
  display_settings_display_at_category: boolean | null;
  list_count_per_page: number | null;
  comments_use_comments: boolean | null;
  comments_allow_guests: boolean | null;
  comments_autoapprove: boolean | null;
  comments_ask_email: boolean | null;
  comments_ask_name: boolean | null;
  post_display_author: boolean | null;
  post_display_tags: boolean | null;
  /** Whether posts show the helpful / not helpful votes. */
  post_helpful: boolean | null;
  search_engine_title: string | null;
  search_engine_meta_description: string | null;
}

export interface BlogAuthor {
  author_id: number | null;
  name: string | null;
  url_key: string | null;
  short_description?: string | null;
}

export interface BlogTag {
  tag_id: number | null;
  name: string | null;
  url_key: string | null;
  post_count?: number | null;
}

export interface BlogCategory {
  category_id: number | null;
  name: string | null;
  url_key: string | null;
  parent_id: string | null;
  path: string | null;
  sort_order: string | null;
  post_count: number | null;
}

export interface BlogPostSummary {
  post_id: number | null;
  title: string | null;
  url_key: string | null;
  short_content: string | null;
  published_at: string | null;
  list_thumbnail: string | null;
  list_thumbnail_alt: string | null;
  comment_count: number | null;
  author: BlogAuthor | null;
}

export interface BlogPostsResult {
  all_post_size: number | null;
  total_divided_by_visible: number | null;
  items: Array<BlogPostSummary | null> | null;
}

const POST_SUMMARY = gql`
  fragment BlogPostSummary on AmBlogPost {
    post_id
    title
    url_key
    short_content
    published_at
    list_thumbnail
    list_thumbnail_alt
    comment_count
    author {
      author_id
      name
      url_key
    }
  }
`;

export const GET_BLOG_SETTING: TypedDocumentNode<{ amBlogSetting: BlogSetting | null }, Record<string, never>> = gql`
  query getBlogSetting {
    amBlogSetting {
      display_settings_label
      display_settings_display_at_category
      list_count_per_page
      comments_use_comments
      comments_allow_guests
      comments_autoapprove
      comments_ask_email
      comments_ask_name
      post_display_author
      post_display_tags
      post_helpful
      search_engine_title
      search_engine_meta_description
    }
  }
`;

export type BlogPageType = 'ALL' | 'CATEGORY' | 'AUTHOR' | 'TAG';

export const GET_BLOG_POSTS: TypedDocumentNode<
  { amBlogPosts: BlogPostsResult | null },
  { type: BlogPageType; page: number; entityId?: number | null }
> = gql`
  query getBlogPosts($type: AmBlogPageType, $page: Int, $entityId: Int) {
    amBlogPosts(type: $type, page: $page, entityId: $entityId) {
      all_post_size
      total_divided_by_visible
      items {
        ...BlogPostSummary
      }
    }
  }
  ${POST_SUMMARY}
`;

export const SEARCH_BLOG_POSTS: TypedDocumentNode<{ amBlogPostsSearch: BlogPostsResult | null }, { query: string; page: number }> = gql`
  query searchBlogPosts($query: String, $page: Int) {
    amBlogPostsSearch(query: $query, page: $page) {
      all_post_size
      total_divided_by_visible
      items {
        ...BlogPostSummary
      }
    }
  }
  ${POST_SUMMARY}
`;

export const GET_BLOG_SIDEBAR: TypedDocumentNode<
  { amBlogCategories: { items: Array<BlogCategory | null> | null } | null; amBlogTags: { items: Array<BlogTag | null> | null } | null },
  Record<string, never>
> = gql`
  query getBlogSidebar {
    amBlogCategories {
      items {
        category_id
        name
        url_key
        parent_id
        path
        sort_order
        post_count
      }
    }
    amBlogTags {
      items {
        tag_id
        name
        url_key
        post_count
      }
    }
  }
`;

export const GET_BLOG_CATEGORY: TypedDocumentNode<{ amBlogCategory: (BlogCategory & { description: string | null }) | null }, { urlKey: string }> = gql`
  query getBlogCategory($urlKey: String) {
    amBlogCategory(urlKey: $urlKey) {
      category_id
      name
      url_key
      parent_id
      path
      sort_order
      post_count
      description
    }
  }
`;

export const GET_BLOG_AUTHOR: TypedDocumentNode<{ amBlogAuthor: BlogAuthor | null }, { urlKey: string }> = gql`
  query getBlogAuthor($urlKey: String) {
    amBlogAuthor(urlKey: $urlKey) {
      author_id
      name
      url_key
      short_description
    }
  }
`;

/** Helpful (plus) and not helpful (minus) votes of a post. */
export interface BlogVoteCounts {
  plus: number | null;
  minus: number | null;
}

export interface BlogPostDetail extends BlogPostSummary {
  full_content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  post_thumbnail: string | null;
  post_thumbnail_alt: string | null;
  comments_enabled: string | null;
  tags: Array<BlogTag | null> | null;
  vote: BlogVoteCounts | null;
}

export const GET_BLOG_POST: TypedDocumentNode<{ amBlogPost: BlogPostDetail | null }, { urlKey?: string; id?: number }> = gql`
  query getBlogPost($urlKey: String, $id: Int) {
    amBlogPost(urlKey: $urlKey, id: $id) {
      ...BlogPostSummary
      full_content
      meta_title
      meta_description
      post_thumbnail
      post_thumbnail_alt
      comments_enabled
      tags {
        tag_id
        name
        url_key
      }
      vote {
        plus
        minus
      }
    }
  }
  ${POST_SUMMARY}
`;

export interface BlogComment {
  comment_id: number | null;
  name: string | null;
  message: string | null;
  created_at: string | null;
  status: string | null;
  reply_to: string | null;
}

export const GET_BLOG_COMMENTS: TypedDocumentNode<{ amBlogComments: { items: Array<BlogComment | null> | null } | null }, { postId: number }> = gql`
  query getBlogComments($postId: Int) {
    amBlogComments(postId: $postId) {
      items {
        comment_id
        name
        message
        created_at
        status
        reply_to
      }
    }
  }
`;

export interface LeaveCommentInput {
  post_id: number;
  message: string;
  name?: string;
  email?: string;
  /** The comment this one answers (a reply). */
  reply_to?: number;
}

export const LEAVE_BLOG_COMMENT: TypedDocumentNode<
  { amBlogLeaveComment: { comment: BlogComment | null } | null },
  { input: LeaveCommentInput }
> = gql`
  mutation leaveBlogComment($input: AmBlogLeaveCommentInput!) {
    amBlogLeaveComment(input: $input) {
      comment {
        comment_id
        name
        message
        created_at
        status
        reply_to
      }
    }
  }
`;

/** Amasty's vote types: PLUS (helpful), MINUS (not helpful); UPDATE only reads the counts. */
export type BlogVoteType = 'UPDATE' | 'PLUS' | 'MINUS';

export const LEAVE_BLOG_VOTE: TypedDocumentNode<
  { amBlogLeaveVote: { data: BlogVoteCounts | null; voted: BlogVoteCounts | null } | null },
  { input: { post_id: number; type: BlogVoteType } }
> = gql`
  mutation leaveBlogVote($input: AmBlogLeaveVoteInput!) {
    amBlogLeaveVote(input: $input) {
      data {
        plus
        minus
      }
      voted {
        plus
        minus
      }
    }
  }
`;
