import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Bell, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { PublicUser } from '@brightlane/contract';
import { Avatar, Button, IconButton, Popup, PopupClose, ProfilePopup } from '@brightlane/ui';
import { accountMenuCopy as copy } from '../features/auth/menuCopy.ts';
import { SignInForm } from '../features/auth/SignInForm.tsx';
import { SignUpForm } from '../features/auth/SignUpForm.tsx';
import { profileCopy } from '../features/profile/copy.ts';
import { formatMemberSince } from '../features/profile/format.ts';
import { useBarPopups } from './barPopups.tsx';
import { authNav } from './siteNav.ts';
import * as styles from './AccountMenu.css.ts';

/**
 * The navigation's account popups (docs/product/spec.md §2 "Navigation"): signed out, 'Sign In' and 'Create
 * Account' open their forms, which switch to each other; signed in, the avatar opens the profile
 * popup. One open at a time, closed by an outside click, Escape or a route change (the bar's
 * BarPopups in SiteHeader.tsx, which the notifications popup shares). Loaded after
 * the page is interactive on wide screens only (SiteHeader.tsx): phones reach the same forms
 * through the menu's links.
 */
export function AccountMenu({ user }: { user: PublicUser | null }) {
  const { open, onOpenChange: toggle, show } = useBarPopups();
  // Switching forms: the ui Popup leaves focus in the opening popup, so the closing one does
  // not take it back to its trigger (which would close the opening one too).
  const switchTo = (which: 'signin' | 'signup') => () => show(which);
  return (
    <>
      {user ? (
        <Popup
          open={open === 'profile'}
          onOpenChange={toggle('profile')}
          width={300}
          padding="none"
          label={copy.menu}
          trigger={
            <IconButton
              round
              tone="neutral"
              label={copy.menu}
              icon={<Avatar name={user.name} email={user.email} alt="" />}
            />
          }
        >
          <ProfileMenu user={user} />
        </Popup>
      ) : (
        <>
          <Popup
            open={open === 'signin'}
            onOpenChange={toggle('signin')}
            width={360}
            // A dialog needs a name (axe aria-dialog-name); the form inside has its own.
            label={authNav.signIn.label}
            trigger={
              <Button variant="ghost" tone="neutral">
                {authNav.signIn.label}
              </Button>
            }
          >
            <SignInForm variant="popup" onSwitch={switchTo('signup')} />
          </Popup>
          <Popup
            open={open === 'signup'}
            onOpenChange={toggle('signup')}
            width={380}
            label={authNav.signUp.label}
            trigger={<Button>{authNav.signUp.label}</Button>}
          >
            <SignUpForm variant="popup" onSwitch={switchTo('signin')} />
          </Popup>
        </>
      )}
    </>
  );
}

/**
 * The profile popup (docs/product/spec.md §2: the avatar opens the profile screen): a compact summary of it
 * (name, e-mail, Member Since) with the way to the full /profile, the dashboard, every
 * notification (/notifications) and Log Out.
 */
function ProfileMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const memberSince = formatMemberSince(user.createdAt);
  return (
    <ProfilePopup
      name={user.name}
      email={user.email}
      bare
      footer={
        <PopupClose>
          <Button block variant="outline" tone="neutral" onClick={() => void navigate('/logout')}>
            <LogOut size={18} aria-hidden="true" />
            {copy.logout}
          </Button>
        </PopupClose>
      }
    >
      {memberSince ? (
        <dl className={styles.summary}>
          <dt>{profileCopy.memberSince}</dt>
          <dd className={styles.summaryValue}>{memberSince}</dd>
        </dl>
      ) : null}
      <nav aria-label={copy.menu}>
        <ul className={styles.list}>
          <li>
            <PopupClose>
              <RouterLink to="/profile" className={styles.item}>
                <UserRound size={18} aria-hidden="true" />
                {copy.profile}
              </RouterLink>
            </PopupClose>
          </li>
          <li>
            <PopupClose>
              <RouterLink to="/dashboard" className={styles.item}>
                <LayoutDashboard size={18} aria-hidden="true" />
                {copy.dashboard}
              </RouterLink>
            </PopupClose>
          </li>
          <li>
            <PopupClose>
              <RouterLink to="/notifications" className={styles.item}>
                <Bell size={18} aria-hidden="true" />
                {copy.notifications}
              </RouterLink>
            </PopupClose>
          </li>
        </ul>
      </nav>
    </ProfilePopup>
  );
}
