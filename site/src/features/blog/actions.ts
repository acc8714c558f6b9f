// The blog authoring pages' actions on the server (docs/decisions/040-forms-post-to-the-server.md):
// the post form of /blog/create and /blog/edit/{id}, and 'Delete Post' on /blog/delete/{id},
// posted before or without the page's code. Each checks what the form's code checks (the
// contract's post schema) and sends what it sends through the same client
// (features/blog/authoringApi.ts) with the server's in-process API as this visitor, so the API's
// rules and messages (and its sanitising of the HTML) are the only ones. Success goes where the
// code goes (303); a failure is the page again with the form's messages beside its fields and
// what was typed. Loaded on the server only.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { BlogPostInput, BlogPostResponse, SiteApiFetch } from '@brightlane/contract';
import { withNotice } from '../../app/notice.ts';
import { loadValidation } from '../../app/validation.ts';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedValues,
} from '../../forms/formActions.ts';
import { AuthRequestError } from '../auth/api.ts';
import { createPost, deletePost, postFailure, updatePost } from './authoringApi.ts';
import { deletePostCopy, postFormCopy } from './authoringCopy.ts';
import {
  blankPost,
  DELETE_POST_FORM,
  POST_FORM,
  postedPostValues,
  toPostRequest,
} from './postedForms.ts';

/** The status of a failed request's answer: gone (404), refused (400/403), or no usable answer. */
function failureStatus(error: unknown): number {
  if (!(error instanceof AuthRequestError)) return 503;
  if (error.status === 404) return 404;
  if (error.status === 403) return 403;
  return error.status === 0 || error.status >= 500 ? 503 : 400;
}

type Save = (input: BlogPostInput, api: SiteApiFetch) => Promise<BlogPostResponse>;

/** The post form posted: checked, sent with `save`, and on to the post's editor. */
async function savePost({ request, context }: ActionFunctionArgs, save: Save) {
  const values = postedPostValues(postedValues(await request.formData(), blankPost));
  const options = { form: POST_FORM, values };
  const { blogPostInputSchema, fieldErrors } = await loadValidation();
  const input = toPostRequest(values);
  const errors = fieldErrors(blogPostInputSchema, input);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  let answer: BlogPostResponse;
  try {
    answer = await save(blogPostInputSchema.parse(input), apiOf(context));
  } catch (error) {
    return failedForm(postFailure(error), postFormCopy.saveFailed, {
      ...options,
      status: failureStatus(error),
    });
  }
  // Where the form's code is once saved: a new post continues at its editor, an edit stays
  // there; saying what the code's toast says (app/notice.ts).
  return redirect(withNotice(`/blog/edit/${answer.post.id}`, answer.message), 303);
}

/** `/blog/create`: 'Create Post'. */
export const createPostAction = actionsByForm({
  [POST_FORM]: (args) => savePost(args, createPost),
});

/** `/blog/edit/{id}`: 'Save Post' (the whole post, as the code sends it). */
export const editPostAction = actionsByForm({
  [POST_FORM]: (args) =>
    savePost(args, (input, api) => updatePost(String(args.params.id), input, api)),
});

/** `/blog/delete/{id}`: 'Delete Post' deletes and goes to the dashboard, as the code does. */
async function deleteAction({ params, context }: ActionFunctionArgs) {
  let message: string;
  try {
    message = await deletePost(String(params.id), apiOf(context));
  } catch (error) {
    const message = deletePostCopy.failed;
    return failedForm(new Error(message), message, {
      form: DELETE_POST_FORM,
      values: {},
      status: failureStatus(error),
    });
  }
  // The dashboard says what the code's toast says (app/notice.ts).
  return redirect(withNotice('/dashboard', message), 303);
}

export const deletePostAction = actionsByForm({ [DELETE_POST_FORM]: deleteAction });
