import { useRouteLoaderData } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { Card, Heading, Text, Toaster } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { postFormCopy as copy } from '../../features/blog/authoringCopy.ts';
import { PostForm } from '../../features/blog/PostForm.tsx';
import * as styles from '../../features/blog/authoring.css.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** `/blog/create` (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): a new post, as a draft until published. */
export function Component() {
  // The guard above answered before this page renders: the user is there.
  const user = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser;
  return (
    // The form's toasts (a failed save says so in the form; success moves to the editor).
    <Toaster>
      <div className={`${layout.container} ${frame.page}`}>
        <header className={frame.header}>
          <div className={frame.intro}>
            <Heading level={1}>{copy.newTitle}</Heading>
            <Text variant="muted">{copy.newLead}</Text>
          </div>
        </header>
        <Card className={styles.formCard}>
          <PostForm userId={user.id} />
        </Card>
      </div>
    </Toaster>
  );
}
