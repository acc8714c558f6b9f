import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FolderPlus } from 'lucide-react';
import { Button, Heading, Text, Toaster } from '@brightlane/ui';
import { projectsCopy as copy } from '../../../features/projects/copy.ts';
import { useFlashToast } from '../../../app/flash.ts';
import { useSearchParamsChange } from '../../../hooks/useSearchParamsChange.ts';
import {
  readListParams,
  writeListParams,
  type ProjectListParams,
} from '../../../features/projects/listParams.ts';
import { ProjectsPanel } from '../../../features/projects/ProjectsPanel.tsx';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

/**
 * `/projects` (docs/product/spec.md §2 "My Projects"; docs/product/decisions.md "Logged-in area"): the signed-in user's
 * projects with a status filter, an order and paging, all in the address. The site mounts no
 * Toaster, so the page brings its own (a deleted project's message lands here).
 */
export function Component() {
  return (
    <Toaster>
      <MyProjects />
    </Toaster>
  );
}

function MyProjects() {
  useFlashToast();
  const [searchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const changeSearch = useSearchParamsChange();
  const change = useCallback(
    (next: Partial<ProjectListParams>) => {
      changeSearch((current) => writeListParams({ ...readListParams(current), ...next }));
    },
    [changeSearch],
  );
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        <Button asChild>
          <RouterLink to="/projects/new">
            <FolderPlus size={18} aria-hidden="true" />
            {copy.newProject}
          </RouterLink>
        </Button>
      </header>
      <ProjectsPanel params={params} onParamsChange={change} />
    </div>
  );
}
