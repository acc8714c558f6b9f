import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FolderPlus, Settings } from 'lucide-react';
import type { PublicUser } from '@brightlane/contract';
import {
  Avatar,
  Banner,
  Button,
  Card,
  DescriptionList,
  Heading,
  StatGroup,
  Text,
} from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import { sessionStore } from '../auth/session.ts';
import { fetchProjectStats, type ProjectStats } from '../projects/api.ts';
import { formatCount } from '../projects/format.ts';
import { type ServedLoad, useLoad } from '../projects/useProjectList.ts';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import {
  EDIT_PATH,
  NOTICE_STATE,
  PROFILE_FORM,
  PROFILE_PATH,
  type ProfileValues,
} from './postedForms.ts';
import { accountTypeLabels, profileCopy as copy } from './copy.ts';
import { formatMemberSince, SERVER_TIME_ZONE } from './format.ts';
import * as styles from './profile.css.ts';

export interface ProfileOverviewProps {
  user: PublicUser;
  /** 'Account Settings': opens the Settings tab. */
  onOpenSettings: () => void;
  /** 'Your Stats' as the server read them for the page it rendered; else they load here. */
  stats?: ServedLoad<ProjectStats>;
  /** The address opens the form (`/profile?edit`: 'Edit Profile' without the page's code). */
  editRequested?: boolean;
  /** The form closed on a page whose address opened it: the address may drop `?edit`. */
  onEditClosed?: () => void;
}

/**
 * The Profile tab of a signed-in user (docs/product/spec.md §2): avatar, 'Edit Profile' and its form, the
 * details list, and 'Your Stats'. Real data only (docs/product/decisions.md "Accounts"): the counts are
 * the user's projects from the projects API, never docs/product/spec.md's sample figures.
 * Rendered by the server too (/profile per request): its buttons that need the page's code have
 * a link beside them for where that code does not run ('Edit Profile' is /profile?edit), and a
 * posted edit form's verdict opens the form with its messages, or shows what a save says.
 */
export function ProfileOverview({
  user,
  onOpenSettings,
  stats: servedStats,
  editRequested = false,
  onEditClosed,
}: ProfileOverviewProps) {
  const nameId = useId();
  const statsId = useId();
  const posted = usePostedForm<ProfileValues>(PROFILE_FORM);
  const refused = !!posted && (!!posted.generalError || Object.keys(posted.errors).length > 0);
  const [editing, setEditing] = useState(refused || editRequested);
  const [message, setMessage] = useState<string | null>(
    () => posted?.state?.[NOTICE_STATE] ?? null,
  );
  const editButton = useRef<HTMLButtonElement>(null);
  const stats = useLoad(fetchProjectStats, servedStats);
  const hydrated = useHydrated();

  const closeEditing = () => {
    setEditing(false);
    if (editRequested) onEditClosed?.();
  };
  const toggleEditing = () => {
    setMessage(null);
    if (editing) closeEditing();
    else setEditing(true);
  };
  const editLabels = editing ? (
    copy.cancel
  ) : (
    <>
      <span className={styles.wideLabel} aria-hidden="true">
        {copy.edit}
      </span>
      <span className={styles.narrowLabel} aria-hidden="true">
        {copy.editShort}
      </span>
    </>
  );

  const details = [
    { id: 'name', term: copy.name, detail: user.name },
    {
      id: 'email',
      term: copy.email,
      detail: (
        <>
          <span className={styles.email}>{user.email}</span>
          {user.pendingEmail ? (
            <span className={styles.pending}>{copy.pending(user.pendingEmail)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'since',
      term: copy.memberSince,
      // The visitor's day once the code runs; the server's render and hydration agree on one.
      detail: formatMemberSince(user.createdAt, hydrated ? undefined : SERVER_TIME_ZONE),
    },
    { id: 'type', term: copy.accountType, detail: accountTypeLabels[user.role] ?? '' },
  ];

  return (
    <div className={styles.grid}>
      <Card asChild className={styles.card}>
        <section aria-labelledby={nameId}>
          <div className={styles.identity}>
            {/* Named by the heading beside it. */}
            <Avatar name={user.name} unknownInitials={copy.unknownInitials} size="lg" alt="" />
            <div className={styles.identityText}>
              <Heading level={2} size="lg" id={nameId}>
                {user.name}
              </Heading>
              {/* In full in the details and the form; here one line, cut short on a phone. */}
              <Text variant="muted" size="sm" truncate title={user.email}>
                {user.email}
              </Text>
            </div>
            <Button
              variant="outline"
              tone="neutral"
              ref={editButton}
              className={`${styles.editButton} ${styles.withScript}`}
              aria-label={editing ? copy.cancel : copy.edit}
              onClick={toggleEditing}
            >
              {editLabels}
            </Button>
            <LinkWithoutScript
              href={editing ? PROFILE_PATH : EDIT_PATH}
              aria-label={editing ? copy.cancel : copy.edit}
              className={styles.editButton}
            >
              {editLabels}
            </LinkWithoutScript>
          </div>
          {message ? <Banner tone="positive">{message}</Banner> : null}
          {editing ? (
            <ProfileEditForm
              user={user}
              onSaved={(answer) => {
                sessionStore.update(answer.user);
                closeEditing();
                setMessage(answer.message);
                // The form (and its focused Save button) is gone: back to where editing began.
                editButton.current?.focus();
              }}
            />
          ) : (
            <DescriptionList items={details} layout="inline" />
          )}
        </section>
      </Card>
      <Card asChild className={styles.card}>
        <section aria-labelledby={statsId}>
          <Heading level={2} size="md" id={statsId}>
            {copy.stats}
          </Heading>
          {stats.status === 'error' ? (
            // docs/product/spec.md §8 keeps a failed fetch quiet: one line and a retry, no sample figures.
            <div className={styles.statsError}>
              <Text as="span" variant="muted">
                {copy.statsFailed}
              </Text>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                className={styles.withScript}
                onClick={stats.retry}
              >
                {copy.retry}
              </Button>
              <LinkWithoutScript href={PROFILE_PATH} size="sm">
                {copy.retry}
              </LinkWithoutScript>
            </div>
          ) : (
            <StatGroup
              loading={stats.status === 'loading'}
              stats={[
                { label: copy.projects, value: formatCount(stats.data?.projects ?? 0) },
                { label: copy.active, value: formatCount(stats.data?.active ?? 0) },
                // 'Completed' counts archived projects: a project is archived once it is done.
                { label: copy.completed, value: formatCount(stats.data?.completed ?? 0) },
              ]}
            />
          )}
          <div className={styles.actions}>
            <Button asChild>
              <RouterLink to="/projects/new">
                <FolderPlus size={18} aria-hidden="true" />
                {copy.newProject}
              </RouterLink>
            </Button>
            <Button
              variant="outline"
              tone="neutral"
              className={styles.withScript}
              onClick={onOpenSettings}
            >
              <Settings size={18} aria-hidden="true" />
              {copy.accountSettings}
            </Button>
            {/* The Settings tab needs the page's code: /settings is the same screen. */}
            <LinkWithoutScript href="/settings">
              <Settings size={18} aria-hidden="true" />
              {copy.accountSettings}
            </LinkWithoutScript>
          </div>
        </section>
      </Card>
    </div>
  );
}

type LinkWithoutScriptProps = Pick<ComponentProps<typeof Button>, 'size' | 'className'> & {
  href: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A link doing a button's work where the page's code does not run (profile.css.ts), drawn as
 * that button. In the server's render and the render that hydrates it; dropped after, when the
 * button works.
 */
function LinkWithoutScript({ href, size, className, children, ...rest }: LinkWithoutScriptProps) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <Button
      asChild
      size={size}
      variant="outline"
      tone="neutral"
      className={className ? `${className} ${styles.withoutScript}` : styles.withoutScript}
    >
      <a href={href} aria-label={rest['aria-label']}>
        {children}
      </a>
    </Button>
  );
}
