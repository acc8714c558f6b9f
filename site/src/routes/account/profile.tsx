import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LogIn, LogOut } from 'lucide-react';
import {
  Button,
  Heading,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  visuallyHidden,
} from '@brightlane/ui';
import { LOGIN_PATH, NEXT_PARAM } from '../../features/auth/guard.ts';
import { sessionStore, useSession } from '../../features/auth/session.ts';
import { GuestPrompt } from '../../features/profile/GuestPrompt.tsx';
import { ProfileOverview } from '../../features/profile/ProfileOverview.tsx';
import { SettingsTab } from '../../features/profile/SettingsTab.tsx';
import { profileCopy as copy } from '../../features/profile/copy.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './profile.css.ts';

type Tab = 'profile' | 'settings';

const PROFILE_PATH = '/profile';
const backHere = new URLSearchParams({ [NEXT_PARAM]: PROFILE_PATH }).toString();
const loginHref = `${LOGIN_PATH}?${backHere}`;
const signUpHref = `/signup?${backHere}`;

/**
 * `/profile` (docs/product/spec.md §2 "Profile screen"; docs/product/decisions.md "Accounts"). Open to everyone: a
 * signed-in user sees their own data in the Profile and Settings tabs; a guest sees 'My
 * Profile' and an invitation to sign in. Until the session check answers, a skeleton, so a
 * signed-in user never sees the guest prompt flash by.
 */
export function Component() {
  const { session } = useSession();
  const [tab, setTab] = useState<Tab>('profile');
  const settingsTrigger = useRef<HTMLButtonElement>(null);
  const [focusSettings, setFocusSettings] = useState(0);

  // The page needs no loader (it is no guard), so nothing else may have asked yet.
  useEffect(() => {
    void sessionStore.check();
  }, []);

  // 'Account Settings' swaps the panel its button is in: focus goes to the Settings tab.
  useEffect(() => {
    if (focusSettings > 0) settingsTrigger.current?.focus();
  }, [focusSettings]);

  if (session.status === 'checking') return <ProfileSkeleton />;

  const user = session.user;
  return (
    <div className={layout.container}>
      <header className={styles.header}>
        <Heading level={1} className={styles.title}>
          {user ? copy.title(user.name.trim() || user.email) : copy.guestTitle}
        </Heading>
        {user ? (
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to="/logout">
              <LogOut size={18} aria-hidden="true" />
              {copy.logout}
            </RouterLink>
          </Button>
        ) : (
          <Button asChild>
            <RouterLink to={loginHref}>
              <LogIn size={18} aria-hidden="true" />
              {copy.login}
            </RouterLink>
          </Button>
        )}
      </header>
      <Tabs
        value={user ? tab : 'profile'}
        onValueChange={(value) => setTab(value as Tab)}
        className={styles.tabs}
      >
        <TabsList aria-label={copy.tabsLabel}>
          <TabsTrigger value="profile">{copy.profileTab}</TabsTrigger>
          {user ? (
            <TabsTrigger value="settings" ref={settingsTrigger}>
              {copy.settingsTab}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="profile">
          {user ? (
            <ProfileOverview
              user={user}
              onOpenSettings={() => {
                setTab('settings');
                setFocusSettings((n) => n + 1);
              }}
            />
          ) : (
            <GuestPrompt loginHref={loginHref} signUpHref={signUpHref} />
          )}
        </TabsContent>
        {user ? (
          <TabsContent value="settings">
            <SettingsTab settings={user.settings} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

/** While the session check runs: the page's shape, busy, named for screen readers. */
function ProfileSkeleton() {
  return (
    <div className={layout.container} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {copy.loading}
      </span>
      <div className={styles.header}>
        <Skeleton shape="text" width="16rem" height="2.25rem" />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton shape="circle" height="4rem" />
        <Skeleton shape="text" lines={3} />
      </div>
    </div>
  );
}
