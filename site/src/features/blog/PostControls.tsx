import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@brightlane/ui';
import { useSession } from '../auth/session.ts';
import { postControlsCopy as copy } from './authoringCopy.ts';
import * as styles from './authoring.css.ts';

/**
 * 'Edit post' and 'Delete post' above a published post, for its author and staff only. The
 * page is the same HTML for everyone (server-rendered, cached); once the session is known in
 * the browser, the API's editor GET decides (authoringApi.canEditPost), so no one else ever
 * sees the controls and the page never guesses from ids. The authoring client loads only for
 * signed-in readers.
 */
export function PostControls({ postId }: { postId: string }) {
  const { session } = useSession();
  const userId = session.user?.id;
  const [editable, setEditable] = useState<{ postId: string; userId: string } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void import('./authoringApi.ts')
      .then(({ canEditPost }) => canEditPost(postId))
      .then((allowed) => {
        if (live && allowed) setEditable({ postId, userId });
      })
      .catch(() => {
        /* no controls: the page stays a reader's page */
      });
    return () => {
      live = false;
    };
  }, [postId, userId]);

  if (!userId || editable?.postId !== postId || editable.userId !== userId) return null;
  return (
    <div role="group" aria-label={copy.label} className={styles.postControls}>
      <Button asChild size="sm" variant="outline" tone="neutral">
        <RouterLink to={`/blog/edit/${postId}`}>
          <Pencil size={16} aria-hidden="true" />
          {copy.edit}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline" tone="critical">
        <RouterLink to={`/blog/delete/${postId}`}>
          <Trash2 size={16} aria-hidden="true" />
          {copy.delete}
        </RouterLink>
      </Button>
    </div>
  );
}
