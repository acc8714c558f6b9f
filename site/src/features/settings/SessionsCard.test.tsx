// The Active sessions card as /settings renders it per request: the list the server read is the
// first one shown (no request for it again), its buttons are the submit buttons of a form that
// posts to the page (features/settings/actions.ts), and a password change asks for it again.
import { render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@brightlane/ui';
import { apiAnswer, stubFetch } from '../leads/testing.ts';
import { OTHER_SESSIONS, SESSION_FIELD } from './postedForms.ts';
import { SessionsCard } from './SessionsCard.tsx';

const now = Date.parse('2026-11-28T10:00:00Z');
const sessions = [
  {
    id: 's-laptop',
    browser: 'Chrome on Windows',
    place: 'Local network',
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-28T09:55:00Z',
    current: false,
  },
  {
    id: 's-here',
    browser: 'Firefox on Linux',
    place: 'Local network',
    createdAt: '2026-11-28T09:00:00Z',
    lastSeenAt: '2026-11-28T10:00:00Z',
    current: true,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('SessionsCard with the sessions the server read', () => {
  it('should show them, this device first, measured against the server time, without asking again', async () => {
    const fetchMock = stubFetch();
    render(
      <Toaster>
        <SessionsCard initialSessions={sessions} asOf={now} />
      </Toaster>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Firefox on Linux');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Sign out Chrome on Windows' }),
    ).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should make every sign-out a submit of the form that names the session, or the others', () => {
    stubFetch();
    render(
      <Toaster>
        <SessionsCard initialSessions={sessions} asOf={now} />
      </Toaster>,
    );
    const form = screen.getByRole('form', { name: 'Active sessions' });
    expect(form).toHaveAttribute('method', 'post');
    const one = within(form).getByRole('button', { name: 'Sign out Chrome on Windows' });
    expect(one).toHaveAttribute('type', 'submit');
    expect(one).toHaveAttribute('name', SESSION_FIELD);
    expect(one).toHaveAttribute('value', 's-laptop');
    const others = within(form).getByRole('button', { name: 'Sign out of all other sessions' });
    expect(others).toHaveAttribute('type', 'submit');
    expect(others).toHaveAttribute('value', OTHER_SESSIONS);
  });

  it('given a password change (reloadKey moves), should ask for the list again', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async () => apiAnswer(200, { sessions: [sessions[1]] }));
    const { rerender } = render(
      <Toaster>
        <SessionsCard initialSessions={sessions} asOf={now} />
      </Toaster>,
    );
    rerender(
      <Toaster>
        <SessionsCard initialSessions={sessions} asOf={now} reloadKey={1} />
      </Toaster>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/sessions');
  });

  it('given the server could not read them, should say so and ask itself', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async () => apiAnswer(200, { sessions }));
    render(
      <Toaster>
        <SessionsCard initiallyFailed />
      </Toaster>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
