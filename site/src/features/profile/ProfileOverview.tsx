import { useId, useRef, useState } from 'react';
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
import { sessionStore } from '../auth/session.ts';
import { fetchProjectStats } from '../projects/api.ts';
import { formatCount } from '../projects/format.ts';
import { useLoad } from '../projects/useProjectList.ts';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import { accountTypeLabels, profileCopy as copy } from './copy.ts';
import { formatMemberSince } from './format.ts';
import * as styles from './profile.css.ts';

export interface ProfileOverviewProps {
  user: PublicUser;
  /** 'Account Settings': opens the Settings tab. */
  onOpenSettings: () => void;
}

/**
 * The Profile tab of a signed-in user (docs/product/spec.md §2): avatar, 'Edit Profile' and its form, the
 * details list, and 'Your Stats'. Real data only (docs/product/decisions.md "Accounts"): the counts are
 * the user's projects from the projects API, never docs/product/spec.md's sample figures.
 */
export function ProfileOverview({ user, onOpenSettings }: ProfileOverviewProps) {
  const nameId = useId();
  const statsId = useId();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const stats = useLoad(fetchProjectStats);

  const toggleEditing = () => {
    setMessage(null);
    setEditing((value) => !value);
  };

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
    { id: 'since', term: copy.memberSince, detail: formatMemberSince(user.createdAt) },
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
              className={styles.editButton}
              aria-label={editing ? copy.cancel : copy.edit}
              onClick={toggleEditing}
            >
              {editing ? (
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
              )}
            </Button>
          </div>
          {message ? <Banner tone="positive">{message}</Banner> : null}
          {editing ? (
            <ProfileEditForm
              user={user}
              onSaved={(answer) => {
                sessionStore.update(answer.user);
                setEditing(false);
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
              <Button size="sm" variant="outline" tone="neutral" onClick={stats.retry}>
                {copy.retry}
              </Button>
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
            <Button variant="outline" tone="neutral" onClick={onOpenSettings}>
              <Settings size={18} aria-hidden="true" />
              {copy.accountSettings}
            </Button>
          </div>
        </section>
      </Card>
    </div>
  );
}
