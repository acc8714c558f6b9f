import { useId, useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { Project } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import {
  Button,
  Card,
  DescriptionList,
  Form,
  Heading,
  Link,
  Modal,
  ModalClose,
  Text,
  Toaster,
  useToast,
} from '@brightlane/ui';
import { notFoundCopy } from '../../../errors/NotFoundPage.tsx';
import { requireUser } from '../../../features/auth/guard.ts';
import { deleteProject, loadProject } from '../../../features/projects/api.ts';
import { projectDetailCopy as copy } from '../../../features/projects/copy.ts';
import { flash, useFlashToast } from '../../../app/flash.ts';
import { PostedNotice } from '../../../app/PostedNotice.tsx';
import { formatCount, formatMoney } from '../../../features/projects/format.ts';
import { ServedDate } from '../../../features/projects/ServedDate.tsx';
import {
  CONFIRM_FIELD,
  CONFIRMING_STATE,
  DELETE_PROJECT_FORM,
} from '../../../features/projects/postedForms.ts';
import { StatusBadge } from '../../../features/projects/StatusBadge.tsx';
import { FormName } from '../../../forms/FormName.tsx';
import { usePostedForm } from '../../../forms/postedForm.ts';
import { serverApi } from '../../../forms/serverApi.ts';
import type { MetaSource } from '../../../seo/meta.ts';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

export interface ProjectLoaderData {
  project: Project;
}

/**
 * The guard above sends a signed-out visitor to sign in (this asks the same session check,
 * answered once); an unknown id or someone else's project is the not-found page, as the API
 * answers 404 for both. Rendered per request, the server reads the project as this visitor.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ProjectLoaderData> {
  await requireUser(args);
  return { project: await loadProject(args.params.id, serverApi(args.context)) };
}

/** 'Delete' and its confirmation posted before or without the page's code. Server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../../features/projects/actions.ts').then((forms) => forms.projectPageAction(args));

/** This page's head (routing/page.ts): the project's name, or not found. Never indexed. */
export const meta: MetaSource = ({ data }) => ({
  title: titleWithBrand(
    (data as ProjectLoaderData | undefined)?.project?.name ?? notFoundCopy.title,
  ),
  noindex: true,
});

/**
 * `/projects/{id}`: the project's details, 'Edit' and 'Delete' (with a confirmation: a dialog
 * where the page's code runs; else 'Delete' posts, and the page answers with the question).
 */
export function Component() {
  return (
    <Toaster>
      <ProjectDetails />
    </Toaster>
  );
}

function ProjectDetails() {
  useFlashToast();
  const { project } = useLoaderData() as ProjectLoaderData;
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = () => {
    if (deleting) return;
    setDeleting(true);
    deleteProject(project.id).then(
      (message) => {
        flash(message);
        void navigate('/projects');
      },
      () => {
        setDeleting(false);
        toast({ tone: 'critical', title: copy.deleteFailed });
      },
    );
  };

  const items = [
    { id: 'status', term: copy.terms.status, detail: <StatusBadge status={project.status} /> },
    {
      id: 'description',
      term: copy.terms.description,
      detail: project.description ? (
        <span className={styles.description}>{project.description}</span>
      ) : (
        <span className={styles.muted}>{copy.noDescription}</span>
      ),
    },
    { id: 'views', term: copy.terms.views, detail: formatCount(project.views) },
    { id: 'pages', term: copy.terms.pages, detail: formatCount(project.pages) },
    { id: 'revenue', term: copy.terms.revenue, detail: formatMoney(project.revenue) },
    {
      id: 'created',
      term: copy.terms.created,
      detail: <ServedDate iso={project.createdAt} withTime />,
    },
    {
      id: 'updated',
      term: copy.terms.updated,
      detail: <ServedDate iso={project.updatedAt} withTime />,
    },
  ];

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Link asChild underline="hover" variant="muted" className={styles.back}>
        <RouterLink to="/projects">
          <ArrowLeft size={16} aria-hidden="true" />
          {copy.back}
        </RouterLink>
      </Link>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{project.name}</Heading>
        </div>
        <div className={styles.headerActions}>
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to={`/projects/${project.id}/edit`}>
              <Pencil size={18} aria-hidden="true" />
              {copy.edit}
            </RouterLink>
          </Button>
          {/* Posts where the code has not run; where it has, opens the dialog instead. */}
          <form method="post" className={styles.deleteForm}>
            <FormName name={DELETE_PROJECT_FORM} />
            <Button
              type="submit"
              variant="outline"
              tone="critical"
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
            >
              <Trash2 size={18} aria-hidden="true" />
              {copy.delete}
            </Button>
          </form>
        </div>
      </header>
      <PostedNotice />
      <DeleteConfirmation project={project} />
      <Card className={styles.detailCard}>
        <DescriptionList items={items} layout="inline" aria-label={copy.detailsLabel} />
      </Card>
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          // Busy: the request is out; the answer decides what happens next.
          if (!deleting) setConfirming(open);
        }}
        title={copy.deleteTitle}
        description={copy.deleteText(project.name)}
        footer={
          <>
            <ModalClose>
              <Button variant="outline" tone="neutral" disabled={deleting}>
                {copy.cancel}
              </Button>
            </ModalClose>
            <Button
              tone="critical"
              loading={deleting}
              loadingText={copy.deleting}
              onClick={confirmDelete}
            >
              {copy.confirmDelete}
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * 'Delete this project?' as a form on the page: the server's answer to 'Delete' posted before or
 * without the page's code (features/projects/actions.ts), where the dialog could not open. Its
 * 'Delete project' posts the answer; 'Cancel' is the project's page again.
 */
function DeleteConfirmation({ project }: { project: Project }) {
  const posted = usePostedForm(DELETE_PROJECT_FORM);
  const headingId = useId();
  if (posted?.state?.[CONFIRMING_STATE] !== 'yes') return null;
  return (
    <Card className={styles.confirmCard}>
      <Form method="post" aria-labelledby={headingId} generalError={posted.generalError}>
        <FormName name={DELETE_PROJECT_FORM} />
        <input type="hidden" name={CONFIRM_FIELD} value="yes" />
        <Heading level={2} size="md" id={headingId}>
          {copy.deleteTitle}
        </Heading>
        <Text>{copy.deleteText(project.name)}</Text>
        <div className={styles.formActions}>
          <Button type="submit" tone="critical">
            {copy.confirmDelete}
          </Button>
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to={`/projects/${project.id}`}>{copy.cancel}</RouterLink>
          </Button>
        </div>
      </Form>
    </Card>
  );
}
