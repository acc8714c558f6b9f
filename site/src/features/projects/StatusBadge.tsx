import { projectStatusLabels, type ProjectStatus } from '@brightlane/contract';
import { Badge } from '@brightlane/ui';

const tones = {
  active: 'positive',
  draft: 'info',
  archived: 'neutral',
} as const satisfies Record<ProjectStatus, string>;

/** A project's status: Active, Draft or Archived. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={tones[status]}>{projectStatusLabels[status]}</Badge>;
}
