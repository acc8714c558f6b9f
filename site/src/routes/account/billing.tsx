import { Heading, Text } from '@brightlane/ui';
import { BillingPanel } from '../../features/member-area/BillingPanel.tsx';
import { billingCopy as copy } from '../../features/member-area/copy.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from '../../features/member-area/memberArea.css.ts';

/** `/billing` (issue 21; DECISIONS.md "Logged-in area"). */
export function Component() {
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text tone="muted">{copy.lead}</Text>
        </div>
      </header>
      <BillingPanel />
    </div>
  );
}
