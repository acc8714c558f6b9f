import { Heading, Text } from '@brightlane/ui';
import { StoragePanel } from '../../features/member-area/StoragePanel.tsx';
import { storageCopy as copy } from '../../features/member-area/copy.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** `/storage` (issue 21; DECISIONS.md "Logged-in area"). */
export function Component() {
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text tone="muted">{copy.lead}</Text>
        </div>
      </header>
      <StoragePanel />
    </div>
  );
}
