import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Project, ProjectInput } from '@brightlane/contract';
import { Card, Heading, Text } from '@brightlane/ui';
import { requireUser } from '../../../features/auth/guard.ts';
import { loadProject, updateProject } from '../../../features/projects/api.ts';
import { projectFormCopy as copy } from '../../../features/projects/copy.ts';
import { ProjectForm } from '../../../features/projects/ProjectForm.tsx';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

export interface EditProjectLoaderData {
  project: Project;
}

/**
 * The guard above sends a signed-out visitor to sign in (this asks the same session check,
 * answered once); an unknown id or someone else's project is the not-found page.
 */
export async function loader(args: LoaderFunctionArgs): Promise<EditProjectLoaderData> {
  await requireUser(args);
  return { project: await loadProject(args.params.id) };
}

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
