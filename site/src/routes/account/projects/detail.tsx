import { useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { Project } from '@brightlane/contract';
import {
  Button,
  Card,
  DescriptionList,
  Heading,
  Link,
  Modal,
  ModalClose,
  Toaster,
  useToast,
} from '@brightlane/ui';
import { requireUser } from '../../../features/auth/guard.ts';
import { deleteProject, loadProject } from '../../../features/projects/api.ts';
import { projectDetailCopy as copy } from '../../../features/projects/copy.ts';
import { flash, useFlashToast } from '../../../app/flash.ts';
import { formatCount, formatDateTime, formatMoney } from '../../../features/projects/format.ts';
import { StatusBadge } from '../../../features/projects/StatusBadge.tsx';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

export interface ProjectLoaderData {
  project: Project;
}

/**
 * The guard above sends a signed-out visitor to sign in (this asks the same session check,
 * answered once); an unknown id or someone else's project is the not-found page, as the API
 * answers 404 for both.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ProjectLoaderData> {
  await requireUser(args);
  return { project: await loadProject(args.params.id) };
}

/** `/projects/{id}`: the project's details, 'Edit' and 'Delete' (with a confirmation). */
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
      detail: <time dateTime={project.createdAt}>{formatDateTime(project.createdAt)}</time>,
    },
    {
      id: 'updated',
      term: copy.terms.updated,
      detail: <time dateTime={project.updatedAt}>{formatDateTime(project.updatedAt)}</time>,
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
          <Button variant="outline" tone="critical" onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden="true" />
            {copy.delete}
          </Button>
        </div>
      </header>
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
