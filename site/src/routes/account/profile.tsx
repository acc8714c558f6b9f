import { useEffect, useRef, useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { LogIn, LogOut } from 'lucide-react';
import { titleWithBrand } from '@brightlane/contract/brand';
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
import {
  EDIT_PARAM,
  PROFILE_PATH,
  type ProfilePageData,
} from '../../features/profile/postedForms.ts';
import * as profileStyles from '../../features/profile/profile.css.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './profile.css.ts';

type Tab = 'profile' | 'settings';

const backHere = new URLSearchParams({ [NEXT_PARAM]: PROFILE_PATH }).toString();
const loginHref = `${LOGIN_PATH}?${backHere}`;
const signUpHref = `/signup?${backHere}`;

/**
 * Rendered per request, the page holds who the visitor is and their project counts (read on the
 * server as this visitor; its code loads there only). In the browser the page asks the session
 * store, and 'Your Stats' loads itself.
 */
export function loader(args: LoaderFunctionArgs): ProfilePageData | Promise<ProfilePageData> {
  if (!serverApi(args.context)) return {};
  return import('../../features/profile/actions.ts').then((forms) => forms.profilePage(args));
}

/** The edit form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/profile/actions.ts').then((forms) => forms.profileAction(args));

/**
 * Opening or closing the form with the page's code changes only `?edit`: the page keeps what
 * its loader had (in the browser it has nothing to add, and the server's user stands until the
 * session check answers).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand('My Profile'), noindex: true };

/**
 * `/profile` (docs/product/spec.md §2 "Profile screen"; docs/product/decisions.md "Accounts"). Open to everyone: a
 * signed-in user sees their own data in the Profile and Settings tabs; a guest sees 'My
 * Profile' and an invitation to sign in. Rendered by the server, it knows who the visitor is
 * from its first render, there and at hydration; until the session store has answered, that is
 * who it shows. Reached in the browser, a skeleton until the session check answers, so a
 * signed-in user never sees the guest prompt flash by.
 */
export function Component() {
  const { session } = useSession();
  const served = useLoaderData() as ProfilePageData | undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('profile');
  const settingsTrigger = useRef<HTMLButtonElement>(null);
  const [focusSettings, setFocusSettings] = useState(0);

  // The page needs no loader in the browser (it is no guard), so nothing else may have asked yet.
  useEffect(() => {
    void sessionStore.check();
  }, []);

  // 'Account Settings' swaps the panel its button is in: focus goes to the Settings tab.
  useEffect(() => {
    if (focusSettings > 0) settingsTrigger.current?.focus();
  }, [focusSettings]);

  // The store is 'checking' on the server and while hydrating (auth/session.ts): the server's
  // word stands until the store has its own.
  const checking = session.status === 'checking';
  if (checking && served?.user === undefined) return <ProfileSkeleton />;
  const user = checking ? (served?.user ?? null) : session.user;
  // The server's counts are this user's only (not another account signed in since).
  const stats =
    served?.user && user && served.user.id === user.id
      ? served.stats
        ? { data: served.stats }
        : served.statsFailed
          ? ({ failed: true } as const)
          : undefined
      : undefined;

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
            // A tab opens with the page's code only: without it, 'Account Settings' under the
            // stats is a link to /settings, the same screen.
            <TabsTrigger
              value="settings"
              ref={settingsTrigger}
              className={profileStyles.withScript}
            >
              {copy.settingsTab}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="profile">
          {user ? (
            <ProfileOverview
              key={user.id}
              user={user}
              stats={stats}
              editRequested={searchParams.has(EDIT_PARAM)}
              onEditClosed={() => setSearchParams({}, { replace: true, preventScrollReset: true })}
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
