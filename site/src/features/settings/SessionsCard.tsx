import { useCallback, useEffect, useMemo, useState } from 'react';
import { LogOut } from 'lucide-react';
import { sessionMessages } from '@brightlane/contract';
import type { ActiveSession } from '@brightlane/contract';
import { Button, Form, SessionList, useToast } from '@brightlane/ui';
import type { SessionListItem } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { AuthRequestError } from '../auth/api.ts';
import { fetchSessions, revokeOtherSessions, revokeSession } from './api.ts';
import { sessionsCopy as copy } from './copy.ts';
import { OTHER_SESSIONS, SESSION_FIELD, SESSIONS_FORM } from './postedForms.ts';
import { lastSeenText, lastSeenTitle } from './relativeTime.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as styles from './settings.css.ts';

type ListState =
  | { status: 'loading'; sessions: ActiveSession[] }
  | { status: 'ready'; sessions: ActiveSession[] }
  | { status: 'failed'; sessions: ActiveSession[] };

/** This device first, then the most recently active. */
function byRecency(a: ActiveSession, b: ActiveSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt);
}

/**
 * The time now, moving on each minute, so 'Active now' becomes '1 minute ago' on its own;
 * `tick()` moves it at once (when a list arrives, so it is measured against its own time).
 * While React hydrates the server's list it is `asOf`, the time the server wrote it against, so
 * the texts match; this browser's time from the render after.
 */
function useMinuteClock(asOf?: number): [now: number, tick: () => void] {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const tick = useCallback(() => setNow(Date.now()), []);
  return [asOf !== undefined && !hydrated ? asOf : now, tick];
}

export interface SessionsCardProps {
  /** Changes when the list must be asked for again (after a password change). */
  reloadKey?: number;
  /** The list as the server read it (the page rendered per request): not asked for again. */
  initialSessions?: ActiveSession[];
  /** The server could not read it: the card says so, and asks again. */
  initiallyFailed?: boolean;
  /** When the server read it (ms). */
  asOf?: number;
}

function initialList(sessions?: ActiveSession[], failed?: boolean): ListState {
  if (sessions) return { status: 'ready', sessions: [...sessions].sort(byRecency) };
  return { status: failed ? 'failed' : 'loading', sessions: [] };
}

/**
 * 'Active sessions': the account's signed-in browsers, this one first, with when each was last
 * active; 'Sign out' on each other one and 'Sign out of all other sessions' below them.
 */
export function SessionsCard({
  reloadKey = 0,
  initialSessions,
  initiallyFailed,
  asOf,
}: SessionsCardProps) {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const posted = usePostedForm(SESSIONS_FORM);
  const [now, tick] = useMinuteClock(asOf);
  const [list, setList] = useState<ListState>(() => initialList(initialSessions, initiallyFailed));
  const [signingOutId, setSigningOutId] = useState<string>();
  const [signingOutOthers, setSigningOutOthers] = useState(false);
  // The server's list is this page's first: asked for again only when `reloadKey` changes.
  const [served] = useState(() => initialSessions !== undefined);

  useEffect(() => {
    if (served && reloadKey === 0) return;
    let current = true;
    fetchSessions().then(
      (sessions) => {
        if (!current) return;
        tick();
        setList({ status: 'ready', sessions: [...sessions].sort(byRecency) });
      },
      () => {
        if (!current) return;
        setList((previous) => ({ status: 'failed', sessions: previous.sessions }));
        toast({ tone: 'critical', title: sessionMessages.loadFailed, id: 'settings-sessions' });
      },
    );
    return () => {
      current = false;
    };
  }, [reloadKey, served, tick, toast]);

  const remove = (ids: (id: string) => boolean) =>
    setList((previous) => ({ ...previous, sessions: previous.sessions.filter((s) => !ids(s.id)) }));

  const signOut = async (id: string) => {
    if (signingOutId) return;
    setSigningOutId(id);
    try {
      await revokeSession(id);
      remove((other) => other === id);
      toast({ tone: 'positive', title: sessionMessages.signedOut, id: 'settings-sessions' });
    } catch (error) {
      if (error instanceof AuthRequestError && error.status === 404) {
        // Gone already (it expired, or another device ended it): the list catches up.
        remove((other) => other === id);
        toast({ tone: 'critical', title: sessionMessages.notFound, id: 'settings-sessions' });
      } else {
        toast({ tone: 'critical', title: sessionMessages.signOutFailed, id: 'settings-sessions' });
      }
    } finally {
      setSigningOutId(undefined);
    }
  };

  const signOutOthers = async () => {
    setSigningOutOthers(true);
    try {
      await revokeOtherSessions();
      setList((previous) => ({
        ...previous,
        sessions: previous.sessions.filter((session) => session.current),
      }));
      toast({ tone: 'positive', title: sessionMessages.othersSignedOut, id: 'settings-sessions' });
    } catch {
      toast({ tone: 'critical', title: sessionMessages.signOutFailed, id: 'settings-sessions' });
    } finally {
      setSigningOutOthers(false);
    }
  };

  const items = useMemo<SessionListItem[]>(
    () =>
      list.sessions.map((session) => ({
        id: session.id,
        browser: session.browser,
        place: session.place,
        current: session.current,
        lastSeen: session.current ? (
          copy.activeNow
        ) : (
          <time
            dateTime={session.lastSeenAt}
            // In this browser's time zone: written once the code runs, not by the server.
            title={hydrated ? lastSeenTitle(session.lastSeenAt) : undefined}
            className={styles.lastSeen}
          >
            {lastSeenText(session.lastSeenAt, now)}
          </time>
        ),
      })),
    [list.sessions, now, hydrated],
  );
  const hasOthers = list.sessions.some((session) => !session.current);

  return (
    <SettingsSection title={copy.title} description={copy.lead}>
      {/* A form posting to the page: each button sends its session (or 'others') until the
          page's code runs, and then its clicks do the work (features/settings/actions.ts). */}
      <Form
        method="post"
        aria-label={copy.title}
        generalError={posted?.generalError}
        onSubmit={() => {}}
      >
        <FormName name={SESSIONS_FORM} />
        <SessionList
          bare
          signOutField={SESSION_FIELD}
          sessions={items}
          loading={list.status === 'loading'}
          onSignOut={(id) => void signOut(id)}
          signingOutId={signingOutId}
          signingOutLabel={copy.signingOut}
          currentLabel={copy.current}
          signOutLabel={copy.signOut}
          emptyText={list.status === 'failed' ? sessionMessages.loadFailed : copy.empty}
          footer={
            hasOthers ? (
              <Button
                type="submit"
                name={SESSION_FIELD}
                value={OTHER_SESSIONS}
                variant="outline"
                tone="critical"
                loading={signingOutOthers}
                loadingText={copy.signingOutOthers}
                onClick={() => void signOutOthers()}
              >
                <LogOut size={18} aria-hidden="true" />
                {copy.signOutOthers}
              </Button>
            ) : null
          }
        />
      </Form>
    </SettingsSection>
  );
}
