import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './SessionList.css.ts';

export interface SessionListItem {
  /** The session's id, passed back to `onSignOut`. */
  id: string;
  /** The row's name: the browser and system, e.g. 'Firefox on Linux'. */
  browser: string;
  /** Where it signed in from, e.g. 'Berlin, Germany'. */
  place?: string;
  /** When it was last active, worded by the page, e.g. 'Active 2 hours ago' or a <time>. */
  lastSeen: ReactNode;
  /** The session of this browser: shown with `currentLabel` and no sign-out button. */
  current?: boolean;
}

export interface SessionListProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The active sessions, in the order to show them (the page usually puts the current first). */
  sessions: SessionListItem[];
  /** Sign one session out. Without it the rows have no sign-out buttons (a read-only list). */
  onSignOut?: (id: string) => void;
  /**
   * Makes each sign-out button a submit button of the `<form>` around the list, sending its
   * session's id under this name (`<button name={signOutField} value={id}>`): the page's server
   * can sign it out when the form is posted before or without the page's code. Clicks still
   * call `onSignOut`; the form's own submit handler stops the post where the code runs.
   */
  signOutField?: string;
  /** The session being signed out: its button is busy (aria-busy, aria-disabled, no clicks). */
  signingOutId?: string;
  /** The busy button's text. Default 'Signing out...'. */
  signingOutLabel?: string;
  /** The badge on the current session's row. Default 'This device'. */
  currentLabel?: string;
  /** Each sign-out button's text; its accessible name adds the row's browser. Default 'Sign out'. */
  signOutLabel?: string;
  /** Shown instead of the list when there are no sessions (and not `loading`). */
  emptyText?: ReactNode;
  /** The sessions are loading: placeholder rows, and the list is aria-busy. */
  loading?: boolean;
  /** Below the list, e.g. a 'Sign out of all other sessions' button. */
  footer?: ReactNode;
  /** Drop the frame (border, background, radius) when the host card already draws one. */
  bare?: boolean;
}

const LOADING_ROWS = 3;

// A phone for mobile browsers, a monitor for the rest. Decorative: the browser text says it.
const MOBILE = /\b(iphone|ipad|android|mobile|phone|tablet)\b/i;

function DeviceIcon({ browser }: { browser: string }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  } as const;
  return MOBILE.test(browser) ? (
    <svg {...common} data-device="mobile">
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  ) : (
    <svg {...common} data-device="desktop">
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </svg>
  );
}

/**
 * The 'Active sessions' list of the account settings: one row per signed-in browser with a
 * device icon, the browser as the row's name, place and last activity, and a sign-out button
 * (the current session shows a badge instead). Each button is named by its own text plus the
 * row's browser ('Sign out Firefox on Linux'), so a screen reader can tell the rows apart.
 */
export function SessionList({
  sessions,
  onSignOut,
  signOutField,
  signingOutId,
  signingOutLabel = 'Signing out...',
  currentLabel = 'This device',
  signOutLabel = 'Sign out',
  emptyText,
  loading = false,
  footer,
  bare = false,
  className,
  ...rest
}: SessionListProps) {
  const baseId = useId();
  const state = loading ? 'loading' : sessions.length === 0 ? 'empty' : 'ready';

  let content: ReactNode = null;
  if (loading) {
    content = (
      <ul aria-busy="true" className={styles.list}>
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <li key={i} className={styles.row} aria-hidden="true">
            <Skeleton shape="circle" height="2.5rem" />
            <span className={styles.body}>
              <Skeleton width="40%" />
              <Skeleton width="65%" />
            </span>
          </li>
        ))}
      </ul>
    );
  } else if (sessions.length > 0) {
    content = (
      <ul className={styles.list}>
        {sessions.map((session, i) => {
          const nameId = `${baseId}-${i}-name`;
          const buttonTextId = `${baseId}-${i}-action`;
          const busy = session.id === signingOutId;
          return (
            <li
              key={session.id}
              className={styles.row}
              data-current={session.current || undefined}
              data-state={busy ? 'signing-out' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">
                <DeviceIcon browser={session.browser} />
              </span>
              <div className={styles.body}>
                <p id={nameId} className={styles.name}>
                  {session.browser}
                </p>
                <p className={styles.meta}>
                  {session.place ? (
                    <>
                      {session.place}
                      {/* Plain inline text so it wraps like a sentence; the no-break space keeps
                          the dot at the end of the place, never at the start of a line. */}
                      <span aria-hidden="true">{'\u00a0· '}</span>
                    </>
                  ) : null}
                  {session.lastSeen}
                </p>
              </div>
              {session.current ? (
                <Badge tone="positive" size="md" className={styles.action}>
                  {currentLabel}
                </Badge>
              ) : onSignOut ? (
                <Button
                  size="sm"
                  variant="outline"
                  tone="neutral"
                  className={styles.action}
                  // The visible text plus the row's name: 'Sign out Firefox on Linux'. Built
                  // from the rendered texts, so the name always contains what is on screen.
                  aria-labelledby={`${buttonTextId} ${nameId}`}
                  loading={busy}
                  loadingText={<span id={buttonTextId}>{signingOutLabel}</span>}
                  {...(signOutField
                    ? { type: 'submit', name: signOutField, value: session.id }
                    : undefined)}
                  onClick={() => onSignOut(session.id)}
                >
                  <span id={buttonTextId}>{signOutLabel}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  } else if (emptyText) {
    content = <p className={styles.empty}>{emptyText}</p>;
  }

  return (
    <div
      data-state={state}
      data-bare={bare || undefined}
      className={clsx(styles.root, className)}
      {...rest}
    >
      {content}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
