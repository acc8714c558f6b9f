import { useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Banner, Button, Card, Heading, Text } from '@brightlane/ui';
import { requireUser, SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import {
  deletePost,
  loadEditablePost,
  type EditablePost,
} from '../../features/blog/authoringApi.ts';
import { deletePostCopy as copy } from '../../features/blog/authoringCopy.ts';
import { ForbiddenPost } from '../../features/blog/ForbiddenPost.tsx';
import { draftKey, removeDraft } from '../../features/blog/localDraft.ts';
import { DELETE_POST_FORM } from '../../features/blog/postedForms.ts';
import { flash } from '../../app/flash.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as styles from '../../features/blog/authoring.css.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * As the edit page: not-found for an unknown id or someone else's draft, words for a 403.
 * Rendered per request, the server reads the post as this visitor.
 */
export async function loader(args: LoaderFunctionArgs): Promise<EditablePost> {
  await requireUser(args);
  return loadEditablePost(args.params.id, serverApi(args.context));
}

/** 'Delete Post' posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/blog/actions.ts').then((forms) => forms.deletePostAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.pageTitle), noindex: true };

/**
 * `/blog/delete/{id}`: the confirmation itself. 'Delete Post' removes it (and any of its
 * changes this browser kept) and goes to the dashboard, where the toast says so; 'Cancel' goes
 * back to its editor. It is a form: before or without the page's code the press posts, and the
 * server deletes the post and goes to the dashboard too (features/blog/actions.ts).
 */
export function Component() {
  const found = useLoaderData() as EditablePost;
  const user = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser;
  const navigate = useNavigate();
  // This page answering a delete that failed without the page's code.
  const posted = usePostedForm(DELETE_POST_FORM);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(Boolean(posted?.generalError));
  if (found.access === 'forbidden') return <ForbiddenPost />;
  const { post } = found;

  const confirm = () => {
    if (deleting) return;
    setDeleting(true);
    setFailed(false);
    deletePost(post.id).then(
      (message) => {
        removeDraft(draftKey(user.id, post.id));
        flash(message);
        void navigate('/dashboard', { replace: true });
      },
      () => {
        setDeleting(false);
        setFailed(true);
      },
    );
  };

  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
        </div>
      </header>
      <Card className={styles.confirmCard}>
        <form
          method="post"
          className={styles.confirmForm}
          aria-label={copy.title}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <FormName name={DELETE_POST_FORM} />
          <Text>{copy.text(post.title)}</Text>
          {failed ? <Banner tone="critical">{copy.failed}</Banner> : null}
          <div className={frame.formActions}>
            <Button type="submit" tone="critical" loading={deleting} loadingText={copy.deleting}>
              {copy.confirm}
            </Button>
            <Button asChild variant="outline" tone="neutral" disabled={deleting}>
              <RouterLink to={`/blog/edit/${post.id}`}>{copy.cancel}</RouterLink>
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
