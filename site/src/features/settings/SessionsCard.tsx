import { useCallback, useEffect, useMemo, useState } from 'react';
import { LogOut } from 'lucide-react';
import { sessionMessages } from '@brightlane/contract';
import type { ActiveSession } from '@brightlane/contract';
import { Button, SessionList, useToast } from '@brightlane/ui';
import type { SessionListItem } from '@brightlane/ui';
import { AuthRequestError } from '../auth/api.ts';
import { fetchSessions, revokeOtherSessions, revokeSession } from './api.ts';
import { sessionsCopy as copy } from './copy.ts';
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
 */
function useMinuteClock(): [now: number, tick: () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const tick = useCallback(() => setNow(Date.now()), []);
  return [now, tick];
}

export interface SessionsCardProps {
  /** Changes when the list must be asked for again (after a password change). */
  reloadKey?: number;
}

/**
 * 'Active sessions': the account's signed-in browsers, this one first, with when each was last
 * active; 'Sign out' on each other one and 'Sign out of all other sessions' below them.
 */
export function SessionsCard({ reloadKey = 0 }: SessionsCardProps) {
  const { toast } = useToast();
  const [now, tick] = useMinuteClock();
  const [list, setList] = useState<ListState>({ status: 'loading', sessions: [] });
  const [signingOutId, setSigningOutId] = useState<string>();
  const [signingOutOthers, setSigningOutOthers] = useState(false);

  useEffect(() => {
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
  }, [reloadKey, tick, toast]);

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
            title={lastSeenTitle(session.lastSeenAt)}
            className={styles.lastSeen}
          >
            {lastSeenText(session.lastSeenAt, now)}
          </time>
        ),
      })),
    [list.sessions, now],
  );
  const hasOthers = list.sessions.some((session) => !session.current);

  return (
    <SettingsSection title={copy.title} description={copy.lead}>
      <SessionList
        bare
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
    </SettingsSection>
  );
}
