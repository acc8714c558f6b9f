// The blog authoring client (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): the caller's posts, one post for
// its editor, create, save and delete, on the accounts client's `apiRequest` (cookie, JSON).
// Answers are checked with the contract's schemas from the lazily loaded validation module, so
// the public blog pages never pay for zod. The calls the pages rendered per request make, and
// those a form posted without JavaScript makes (features/blog/actions.ts), take the `fetch` to
// send with: the server's in-process API instead of the browser's.
import {
  apiPaths,
  buildPath,
  fieldErrorsFromIssues,
  type BlogPost,
  type BlogPostInput,
  type BlogPostResponse,
  type BlogPostSummary,
  type SiteApiFetch,
} from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { loadValidation } from '../../app/validation.ts';
import { AuthRequestError, apiRequest } from '../auth/api.ts';
import { postFormCopy } from './authoringCopy.ts';

/** An answer that is not what the contract says. */
export class InvalidPostResponseError extends Error {
  constructor() {
    super('Invalid response');
    this.name = 'InvalidPostResponseError';
  }
}

const postPath = (id: string) => buildPath(apiPaths.blog.post, { id });

/**
 * GET /api/blog/mine: the caller's drafts and posts, the last changed first. `fetchApi`: the
 * server's API for the dashboard it renders (features/projects/dashboardPage.ts).
 */
export async function fetchMyPosts(fetchApi?: SiteApiFetch): Promise<BlogPostSummary[]> {
  const json = await apiRequest(apiPaths.blog.mine, undefined, 'GET', fetchApi);
  const { myPostsSchema } = await loadValidation();
  const parsed = myPostsSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPostResponseError();
  return parsed.data.posts;
}

/**
 * For staff: their own posts and the posts members submitted for review (GET /api/blog/review),
 * the last changed first.
 */
export async function fetchMyPostsAndReview(fetchApi?: SiteApiFetch): Promise<BlogPostSummary[]> {
  const [mine, json] = await Promise.all([
    fetchMyPosts(fetchApi),
    apiRequest(apiPaths.blog.review, undefined, 'GET', fetchApi),
  ]);
  const { postsToReviewSchema } = await loadValidation();
  const parsed = postsToReviewSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPostResponseError();
  const waiting = parsed.data.posts.filter((post) => !mine.some((own) => own.id === post.id));
  return [...mine, ...waiting].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** GET /api/blog/posts/{id} for its editor: 403 for someone else's published post, 404 for a draft. */
export async function fetchPostForEditing(id: string, fetchApi?: SiteApiFetch): Promise<BlogPost> {
  const json = await apiRequest(postPath(id), undefined, 'GET', fetchApi);
  const { blogPostSchema } = await loadValidation();
  const parsed = blogPostSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPostResponseError();
  return parsed.data;
}

async function saved(json: unknown): Promise<BlogPostResponse> {
  const { blogPostResponseSchema } = await loadValidation();
  const parsed = blogPostResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPostResponseError();
  return parsed.data;
}

/** POST /api/blog/posts: the new post and 'Post created'. */
export async function createPost(
  input: BlogPostInput,
  fetchApi?: SiteApiFetch,
): Promise<BlogPostResponse> {
  return saved(await apiRequest(apiPaths.blog.posts, input, 'POST', fetchApi));
}

/** PUT /api/blog/posts/{id}: the saved post and 'Post saved'. */
export async function updatePost(
  id: string,
  input: BlogPostInput,
  fetchApi?: SiteApiFetch,
): Promise<BlogPostResponse> {
  return saved(await apiRequest(postPath(id), input, 'PUT', fetchApi));
}

/** DELETE /api/blog/posts/{id}: 'Post deleted'. */
export async function deletePost(id: string, fetchApi?: SiteApiFetch): Promise<string> {
  const json = await apiRequest(postPath(id), undefined, 'DELETE', fetchApi);
  const { messageResponseSchema } = await loadValidation();
  const parsed = messageResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPostResponseError();
  return parsed.data.message;
}

/** What an editor page's loader found: the post, or that it is someone else's. */
export type EditablePost = { access: 'editor'; post: BlogPost } | { access: 'forbidden' };

/**
 * A post for /blog/edit/{id} and /blog/delete/{id}: an unknown id, or someone else's draft, is
 * the not-found page (the API answers 404 for both, so drafts reveal nothing); someone else's
 * published post is 'forbidden', which the page says in words. Rendered per request, the
 * server reads it as this visitor (`fetchApi`).
 */
export async function loadEditablePost(
  id: string | undefined,
  fetchApi?: SiteApiFetch,
): Promise<EditablePost> {
  if (!id) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  try {
    return { access: 'editor', post: await fetchPostForEditing(id, fetchApi) };
  } catch (error) {
    if (error instanceof AuthRequestError) {
      if (error.status === 403) return { access: 'forbidden' };
      if (error.status === 404 || error.status === 400) {
        throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
      }
    }
    throw error;
  }
}

/**
 * Whether the signed-in caller may change this published post (author or staff): the API's own
 * answer to the editor's GET, so the page never guesses from ids. False on any failure.
 */
export async function canEditPost(id: string): Promise<boolean> {
  try {
    await fetchPostForEditing(id);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a failed save shows: the server's field issues on their fields ('This slug is already
 * taken' on the slug), the server's message otherwise, and a plain 'Could not save' when no
 * usable answer came (offline, 5xx). Nothing typed is lost: the form keeps its values and the
 * local draft.
 */
export function postFailure(error: unknown): FormSubmitError {
  if (!(error instanceof AuthRequestError)) return new FormSubmitError(postFormCopy.saveFailed);
  const message = error.body?.message ?? '';
  if (error.status === 0 || error.status >= 500 || !message) {
    return new FormSubmitError(postFormCopy.saveFailed);
  }
  const fields = error.body?.issues ? fieldErrorsFromIssues(error.body.issues) : {};
  const first = Object.values(fields)[0];
  return new FormSubmitError(first ?? message, fields);
}
