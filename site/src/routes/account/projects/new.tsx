import { Card, Heading, Text } from '@brightlane/ui';
import { createProject } from '../../../features/projects/api.ts';
import { projectFormCopy as copy } from '../../../features/projects/copy.ts';
import { ProjectForm } from '../../../features/projects/ProjectForm.tsx';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

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
