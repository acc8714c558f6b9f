// The blog authoring forms as the server takes them when they are posted before or without the
// page's code (docs/decisions/040-forms-post-to-the-server.md): their names, what the fields hold
// and how they become the contract's input. Shared by the post form (in the page's code) and the
// pages' route actions (features/blog/actions.ts, on the server only), so both send the same.
import { slugify, type BlogPost } from '@brightlane/contract';
import type { PostValues } from './localDraft.ts';

/** The post form of /blog/create and /blog/edit/{id}. */
export const POST_FORM = 'post';

/** 'Delete Post' on /blog/delete/{id}: the page is the confirmation itself. */
export const DELETE_POST_FORM = 'delete-post';

export const blankPost: PostValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  status: 'draft',
};

/** A post's values in the form; a new post starts blank, as a draft. */
export function valuesOf(post?: BlogPost): PostValues {
  if (!post) return blankPost;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    status: post.status,
  };
}

/** What is sent: an empty excerpt is none (the list then shows the start of the post). */
export function toPostRequest(values: PostValues) {
  return { ...values, excerpt: values.excerpt.trim() === '' ? undefined : values.excerpt };
}

/**
 * The values of a form posted without its code. There the slug cannot follow the title as it is
 * typed, as the code makes it: a slug left blank is the one the code would have proposed, the
 * title's.
 */
export function postedPostValues(values: PostValues): PostValues {
  return values.slug.trim() === '' ? { ...values, slug: slugify(values.title) } : values;
}
