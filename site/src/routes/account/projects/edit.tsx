import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { Project, ProjectInput } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Card, Heading, Text } from '@brightlane/ui';
import { notFoundCopy } from '../../../errors/NotFoundPage.tsx';
import { requireUser } from '../../../features/auth/guard.ts';
import { loadProject, updateProject } from '../../../features/projects/api.ts';
import { projectFormCopy as copy } from '../../../features/projects/copy.ts';
import { ProjectForm } from '../../../features/projects/ProjectForm.tsx';
import { serverApi } from '../../../forms/serverApi.ts';
import type { MetaSource } from '../../../seo/meta.ts';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

export interface EditProjectLoaderData {
  project: Project;
}

/**
 * The guard above sends a signed-out visitor to sign in (this asks the same session check,
 * answered once); an unknown id or someone else's project is the not-found page. Rendered per
 * request, the server reads the project as this visitor, so the form starts from its values.
 */
export async function loader(args: LoaderFunctionArgs): Promise<EditProjectLoaderData> {
  await requireUser(args);
  return { project: await loadProject(args.params.id, serverApi(args.context)) };
}

/** The project form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../../features/projects/actions.ts').then((forms) => forms.editProjectAction(args));

/** This page's head (routing/page.ts): 'Edit' and the project's name, or not found. */
export const meta: MetaSource = ({ data }) => {
  const name = (data as EditProjectLoaderData | undefined)?.project?.name;
  return { title: titleWithBrand(name ? copy.editTitle(name) : notFoundCopy.title), noindex: true };
};

/** `/projects/{id}/edit`: the project form with the project's values. */
export function Component() {
  const { project } = useLoaderData() as EditProjectLoaderData;
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{copy.editTitle(project.name)}</Heading>
          <Text variant="muted">{copy.editLead}</Text>
        </div>
      </header>
      <Card className={styles.formCard}>
        {/* Keyed by project: another project's edit page starts from its own values. */}
        <ProjectForm
          key={project.id}
          project={project}
          save={(input: ProjectInput) => updateProject(project.id, input)}
          cancelTo={`/projects/${project.id}`}
        />
      </Card>
    </div>
  );
}
