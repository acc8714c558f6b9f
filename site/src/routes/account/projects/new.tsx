import type { ActionFunctionArgs } from 'react-router-dom';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Card, Heading, Text } from '@brightlane/ui';
import { createProject } from '../../../features/projects/api.ts';
import { projectFormCopy as copy } from '../../../features/projects/copy.ts';
import { ProjectForm } from '../../../features/projects/ProjectForm.tsx';
import type { MetaSource } from '../../../seo/meta.ts';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

/** The project form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../../features/projects/actions.ts').then((forms) => forms.createProjectAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.newTitle), noindex: true };

/** `/projects/new` (docs/product/decisions.md "Logged-in area"): the project form, empty. */
export function Component() {
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{copy.newTitle}</Heading>
          <Text variant="muted">{copy.newLead}</Text>
        </div>
      </header>
      <Card className={styles.formCard}>
        <ProjectForm save={createProject} cancelTo="/projects" />
      </Card>
    </div>
  );
}
