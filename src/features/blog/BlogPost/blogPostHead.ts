// A blog post's head, the same on the server (the page planner) and in the browser: its meta title
// (else its title), meta description (else its summary), canonical URL (/blog/post/{url key}), link
// preview (an article, with its picture) and schema.org BlogPosting.
import { SHARE_IMAGE_WIDTH, toAbsoluteUrl, toMetaDescription, type DocumentHead } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { blogPaths } from '../../../lib/blogPaths';
import { resourceUrl } from '../../../lib/resourceUrl';
import type { GetBlogPostQuery } from '../blog.generated';

export type BlogPostHeadInput = Pick<
  NonNullable<GetBlogPostQuery['amBlogPost']>,
  'title' | 'url_key' | 'meta_title' | 'meta_description' | 'short_content' | 'published_at' | 'post_thumbnail' | 'author'
>;

export function blogPostHead(post: BlogPostHeadInput, urlKey: string, view: Pick<ActiveStoreView, 'basePath'>, origin: string): DocumentHead {
  const canonical = inStore(view, blogPaths.post(post.url_key ?? urlKey));
  const description = post.meta_description?.trim() || post.short_content || null;
  const image = post.post_thumbnail
    ? toAbsoluteUrl(resourceUrl(post.post_thumbnail, { type: 'image-wysiwyg', width: SHARE_IMAGE_WIDTH }), origin)
    : null;
  const headline = post.title?.trim() ?? '';
  return {
    title: post.meta_title?.trim() || headline,
    description,
    canonical,
    share: { type: 'article', image },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline,
      url: toAbsoluteUrl(canonical, origin),
      mainEntityOfPage: toAbsoluteUrl(canonical, origin),
      ...(description ? { description: toMetaDescription(description) } : {}),
      ...(image ? { image } : {}),
      ...(post.published_at ? { datePublished: post.published_at.replace(' ', 'T') } : {}),
      ...(post.author?.name ? { author: { '@type': 'Person', name: post.author.name } } : {})
    }
  };
}
