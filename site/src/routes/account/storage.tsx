import { Heading, Text } from '@brightlane/ui';
import { StoragePanel } from '../../features/member-area/StoragePanel.tsx';
import { storageCopy as copy } from '../../features/member-area/copy.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** `/storage` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"). */
export function Component() {
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
      </header>
      <StoragePanel />
    </div>
  );
}
