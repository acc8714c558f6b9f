import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Link as RouterLink,
  useBlocker,
  useNavigate,
  type BlockerFunction,
} from 'react-router-dom';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  projectStatuses,
  projectStatusLabels,
  type Project,
  type ProjectInput,
  type ProjectResponse,
} from '@brightlane/contract';
import { Button, Form, Modal, Select, TextArea, TextField, useForm } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { projectFailure } from './api.ts';
import { projectFormCopy as copy } from './copy.ts';
import { flash } from '../../app/flash.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import {
  PROJECT_FORM,
  toProjectRequest as toRequest,
  valuesOf,
  type ProjectValues,
} from './postedForms.ts';
import * as styles from './projects.css.ts';

const sameValues = (a: ProjectValues, b: ProjectValues) =>
  (Object.keys(a) as (keyof ProjectValues)[]).every((key) => a[key] === b[key]);

export interface ProjectFormProps {
  /** The project being edited; none for a new one. */
  project?: Project;
  /** Sends the checked input: POST for a new project, PUT for an edit. */
  save: (input: ProjectInput) => Promise<ProjectResponse>;
  /** Where Cancel goes. */
  cancelTo: string;
}

/**
 * The project form of /projects/new and /projects/{id}/edit: name, description, status and
 * the three figures, checked with the contract's schema (loaded when the form is first
 * focused). A failed save keeps every value and puts the server's messages on their fields.
 * With unsaved changes, leaving asks first: a link or Back through React Router's blocker and
 * a confirmation, a reload or closed tab through the browser's own `beforeunload` prompt.
 * After a save it goes to the project's page, where a toast says so. Sent before or without
 * the page's code, it posts to its page, whose action answers the same (features/projects/actions.ts);
 * the page answering it shows its messages and what was typed from the first render.
 */
export function ProjectForm({ project, save, cancelTo }: ProjectFormProps) {
  const navigate = useNavigate();
  // The values the page opened with: what 'unsaved changes' are measured against.
  const [initial] = useState(() => valuesOf(project));
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<ProjectValues>(PROJECT_FORM);
  // Set once the save succeeded: the navigation to the project is no leaving without saving.
  const saved = useRef(false);

  const form = useForm<ProjectValues>({
    initialValues: posted ? { ...initial, ...posted.values } : initial,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: async (values) => {
      const { projectInputSchema, fieldErrors } = await loadValidation();
      return fieldErrors(projectInputSchema, toRequest(values));
    },
    fallbackError: copy.saveFailed,
    onSubmit: async (values) => {
      let answer: ProjectResponse;
      try {
        const { projectInputSchema } = await loadValidation();
        answer = await save(projectInputSchema.parse(toRequest(values)));
      } catch (error) {
        throw projectFailure(error);
      }
      saved.current = true;
      flash(answer.message);
      void navigate(`/projects/${answer.project.id}`);
    },
  });

  const dirty = !sameValues(form.values, initial);
  // The blocker reads the latest state when a navigation starts, not the render's.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // A reload, a typed address or a closed tab: only the browser may ask, with its own words.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <>
      <Form
        method="post"
        {...form.formProps}
        aria-label={project ? copy.editTitle(project.name) : copy.newTitle}
        onFocusCapture={preloadValidation}
        className={styles.form}
      >
        <FormName name={PROJECT_FORM} />
        <TextField
          {...form.field('name')}
          label={copy.name}
          autoComplete="off"
          maxLength={PROJECT_NAME_MAX}
          required
        />
        <TextArea
          {...form.field('description')}
          label={copy.description}
          hint={copy.descriptionHint}
          rows={4}
          autoResize
          maxRows={12}
          maxLength={PROJECT_DESCRIPTION_MAX}
        />
        <Select
          {...form.field('status')}
          label={copy.status}
          options={projectStatuses.map((status) => ({
            value: status,
            label: projectStatusLabels[status],
          }))}
          required
        />
        <div className={styles.figures}>
          <TextField
            {...form.field('views')}
            label={copy.views}
            hint={copy.viewsHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            {...form.field('pages')}
            label={copy.pages}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            {...form.field('revenue')}
            label={copy.revenue}
            hint={copy.revenueHint}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <div className={styles.formActions}>
          <Button
            type="submit"
            loading={form.submitting}
            loadingText={project ? copy.saving : copy.creating}
          >
            {project ? copy.save : copy.create}
          </Button>
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to={cancelTo}>{copy.cancel}</RouterLink>
          </Button>
        </div>
      </Form>
      <Modal
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={copy.leaveTitle}
        description={copy.leaveText}
        footer={
          <>
            <Button variant="outline" tone="neutral" onClick={() => blocker.reset?.()}>
              {copy.stay}
            </Button>
            <Button tone="critical" onClick={() => blocker.proceed?.()}>
              {copy.leave}
            </Button>
          </>
        }
      />
    </>
  );
}
