import { useRouteLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Card, Heading, Text, Toaster } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { postFormCopy as copy } from '../../features/blog/authoringCopy.ts';
import { PostForm } from '../../features/blog/PostForm.tsx';
import * as styles from '../../features/blog/authoring.css.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** The post form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/blog/actions.ts').then((forms) => forms.createPostAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.newTitle), noindex: true };

/**
 * `/blog/create` (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): a new
 * post, as a draft until published. Rendered per request behind the sign-in guard: its form
 * works before and without the page's code.
 */
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
          <PostForm user={user} />
        </Card>
      </div>
    </Toaster>
  );
}
