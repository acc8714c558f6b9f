// The project pages' actions on the server (docs/decisions/040-forms-post-to-the-server.md): the
// project form of /projects/new and /projects/{id}/edit, and 'Delete' on /projects/{id}, posted
// before or without the page's code. Each checks what the form's code checks (the contract's
// project schema) and sends what it sends through the same client (features/projects/api.ts)
// with the server's in-process API as this visitor, so the API's rules and messages are the
// only ones. Success goes where the code navigates (303); a failure is the page again with the
// form's messages beside its fields and what was typed. Loaded on the server only.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { ProjectInput, ProjectResponse, SiteApiFetch } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/formActions.ts';
import { withNotice } from '../../app/notice.ts';
import { AuthRequestError } from '../auth/api.ts';
import { createProject, deleteProject, projectFailure, updateProject } from './api.ts';
import { projectDetailCopy, projectFormCopy } from './copy.ts';
import {
  blankProject,
  CONFIRM_FIELD,
  CONFIRMING_STATE,
  DELETE_PROJECT_FORM,
  PROJECT_FORM,
  toProjectRequest,
} from './postedForms.ts';

/** The status of a failed request's answer: gone (404), refused (400), or no usable answer. */
function failureStatus(error: unknown): number {
  if (!(error instanceof AuthRequestError)) return 503;
  if (error.status === 404) return 404;
  return error.status === 0 || error.status >= 500 ? 503 : 400;
}

type Save = (input: ProjectInput, api: SiteApiFetch) => Promise<ProjectResponse>;

/** The project form posted: checked, sent with `save`, and on to the project's page. */
async function saveProject({ request, context }: ActionFunctionArgs, save: Save) {
  const values = postedValues(await request.formData(), blankProject);
  const options = { form: PROJECT_FORM, values };
  const { projectInputSchema, fieldErrors } = await loadValidation();
  const input = toProjectRequest(values);
  const errors = fieldErrors(projectInputSchema, input);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  let answer: ProjectResponse;
  try {
    answer = await save(projectInputSchema.parse(input), apiOf(context));
  } catch (error) {
    return failedForm(projectFailure(error), projectFormCopy.saveFailed, {
      ...options,
      status: failureStatus(error),
    });
  }
  // Where the form's code goes after a save, saying what its toast says (app/notice.ts).
  return redirect(withNotice(`/projects/${answer.project.id}`, answer.message), 303);
}

/** `/projects/new`: 'Create Project'. */
export const createProjectAction = actionsByForm({
  [PROJECT_FORM]: (args) => saveProject(args, createProject),
});

/** `/projects/{id}/edit`: 'Save Changes' (the whole project, as the code sends it). */
export const editProjectAction = actionsByForm({
  [PROJECT_FORM]: (args) =>
    saveProject(args, (input, api) => updateProject(String(args.params.id), input, api)),
});

/**
 * `/projects/{id}`: 'Delete' asks first, as the code's dialog does: the page again with the
 * question; its 'Delete project' deletes and goes to the list, where the code goes too.
 */
async function deleteAction({ request, params, context }: ActionFunctionArgs) {
  const confirmed = (await request.formData()).get(CONFIRM_FIELD) === 'yes';
  const options = { form: DELETE_PROJECT_FORM, values: {} };
  if (!confirmed) return postedStep({ ...options, state: { [CONFIRMING_STATE]: 'yes' } });
  let message: string;
  try {
    message = await deleteProject(String(params.id), apiOf(context));
  } catch (error) {
    const message = projectDetailCopy.deleteFailed;
    return failedForm(new Error(message), message, {
      ...options,
      status: failureStatus(error),
      state: { [CONFIRMING_STATE]: 'yes' },
    });
  }
  return redirect(withNotice('/projects', message), 303);
}

export const projectPageAction = actionsByForm({ [DELETE_PROJECT_FORM]: deleteAction });
