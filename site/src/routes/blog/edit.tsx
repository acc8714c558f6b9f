import { useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Button, Card, Heading, Toaster } from '@brightlane/ui';
import { requireUser, SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { loadEditablePost, type EditablePost } from '../../features/blog/authoringApi.ts';
import { postFormCopy as copy } from '../../features/blog/authoringCopy.ts';
import { ForbiddenPost } from '../../features/blog/ForbiddenPost.tsx';
import { PostForm } from '../../features/blog/PostForm.tsx';
import { useFlashToast } from '../../app/flash.ts';
import { PostedNotice } from '../../app/PostedNotice.tsx';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as styles from '../../features/blog/authoring.css.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * The guard above sends a signed-out visitor to sign in (this asks the same session check,
 * answered once). An unknown id, or someone else's draft, is the not-found page; someone else's
 * published post says that only its author may change it. Rendered per request, the server
 * reads the post as this visitor, so the form starts from its values.
 */
export async function loader(args: LoaderFunctionArgs): Promise<EditablePost> {
  await requireUser(args);
  return loadEditablePost(args.params.id, serverApi(args.context));
}

/** The post form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/blog/actions.ts').then((forms) => forms.editPostAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.editTitle), noindex: true };

/** `/blog/edit/{id}`: the post form with the post's values, for its author or staff. */
export function Component() {
  const found = useLoaderData() as EditablePost;
  if (found.access === 'forbidden') return <ForbiddenPost />;
  return (
    <Toaster>
      {/* Keyed by post: another post's edit page starts from its own values. */}
      <EditPost key={found.post.id} initial={found.post} />
    </Toaster>
  );
}

function EditPost({ initial }: { initial: Extract<EditablePost, { access: 'editor' }>['post'] }) {
  useFlashToast();
  const user = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser;
  const [post, setPost] = useState(initial);
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.editTitle}</Heading>
        </div>
        <div className={frame.headerActions}>
          <Button asChild variant="outline" tone="critical">
            <RouterLink to={`/blog/delete/${post.id}`}>
              <Trash2 size={18} aria-hidden="true" />
              {copy.deletePost}
            </RouterLink>
          </Button>
        </div>
      </header>
      <PostedNotice />
      <Card className={styles.formCard}>
        <PostForm post={post} user={user} onSaved={setPost} />
      </Card>
    </div>
  );
}
