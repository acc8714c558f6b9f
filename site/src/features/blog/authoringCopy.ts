// The blog authoring screens' words (docs/decisions/021-blog-authoring.md; docs/product/spec.md §2 "Blog screens" names the screens, the
// wording is ours). The server's own messages ('Title is required', 'This slug is already
// taken', 'Post saved'…) are the contract's `blogMessages`. Tests assert these exactly.
import { blogMessages, type BlogPostStatus } from '@brightlane/contract';

/** A post's status where it is shown (the dashboard's badges). */
export const postStatusLabels: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  submitted: 'In review',
  published: 'Published',
};

/**
 * The status field's choices. Publishing needs the staff role: a member's publish control is
 * 'Submit for review' (staff then publish the post), staff keep 'Published'.
 */
export const postStatusOptionLabels: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  submitted: 'Submit for review',
  published: 'Published',
};

export const postFormCopy = {
  newTitle: 'Write a Post',
  newLead: 'A draft is seen by you alone until it is published.',
  editTitle: 'Edit Post',
  formLabel: 'Blog post',
  title: 'Title',
  slug: 'Slug',
  slugHint: (slug: string) => `The post’s address: /blog/${slug || '…'}`,
  excerpt: 'Excerpt',
  excerptHint: 'Optional. Shown on the blog list and in search results.',
  content: 'Content',
  status: 'Status',
  create: 'Create Post',
  creating: 'Creating...',
  save: 'Save Post',
  saving: 'Saving...',
  cancel: 'Cancel',
  viewPost: 'View post',
  deletePost: 'Delete post',
  draftNote: 'Draft: only you can see it.',
  submittedNote: 'In review: staff publish it to the blog.',
  publishedNote: (date: string) => `Published ${date}.`,
  /** No answer, or one that says nothing a person can act on. */
  saveFailed: 'Could not save the post. Your text is kept in this browser; please try again.',
  restoredTitle: 'Unsaved changes restored',
  restoredText: (time: string) =>
    `This browser kept what you wrote at ${time}, after the last save. Save the post to keep it, or discard it.`,
  discard: 'Discard changes',
  keptLocally: (time: string) => `Kept in this browser at ${time}`,
  forbiddenTitle: 'You can’t change this post',
  forbiddenText: blogMessages.forbidden,
  backToBlog: 'Back to the blog',
} as const;

export const deletePostCopy = {
  /** The page's title in the browser's tab. */
  pageTitle: 'Delete Post',
  title: 'Delete this post?',
  text: (title: string) =>
    `“${title}” will be removed from the blog and from your posts. This can’t be undone.`,
  confirm: 'Delete Post',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  failed: 'Could not delete the post. Please try again.',
} as const;

/** The author's controls on /blog/{slug}, shown only when the API says they may edit. */
export const postControlsCopy = {
  label: 'Post actions',
  edit: 'Edit post',
  delete: 'Delete post',
} as const;

/** The dashboard's list of the user's posts (GET /api/blog/mine). */
export const myPostsCopy = {
  title: 'Your Posts',
  caption: 'Your drafts and published posts',
  /** Staff: the posts members submitted are listed with their own. */
  staffCaption: 'Your posts and the posts waiting for review',
  loading: 'Loading your posts…',
  empty: 'No posts yet',
  emptyHint:
    'Write a post: keep it as a draft until it is ready, then submit it for review (staff publish it).',
  write: 'Write a Post',
  loadFailed: 'Could not load your posts',
  retry: 'Try again',
  updated: (date: string) => `Updated ${date}`,
  edit: (title: string) => `Edit ${title}`,
} as const;
