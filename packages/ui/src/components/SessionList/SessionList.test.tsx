import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { SessionList } from './SessionList.tsx';

const sessions = [
  {
    id: 's1',
    browser: 'Chrome on macOS',
    place: 'London, United Kingdom',
    lastSeen: 'Active now',
    current: true,
  },
  { id: 's2', browser: 'Firefox on Linux', place: 'Berlin, Germany', lastSeen: '2 hours ago' },
  { id: 's3', browser: 'Safari on iPhone', lastSeen: '3 days ago' },
];

describe('SessionList', () => {
  it('given sessions, should render a list with one item per session', () => {
    render(<SessionList sessions={sessions} onSignOut={() => {}} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[1]).toHaveTextContent('Firefox on Linux');
    expect(items[1]).toHaveTextContent('Berlin, Germany');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).toHaveTextContent('Safari on iPhone');
    expect(items[2]).toHaveTextContent('3 days ago');
  });

  it('given each row, should show a device icon hidden from assistive technology', () => {
    const { container } = render(<SessionList sessions={sessions} />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(icons[1]).toHaveAttribute('data-device', 'desktop');
    expect(icons[2]).toHaveAttribute('data-device', 'mobile');
  });

  it('given the current session, should badge it "This device" and give it no sign-out button', () => {
    render(<SessionList sessions={sessions} onSignOut={() => {}} />);
    const [current] = screen.getAllByRole('listitem');
    expect(within(current!).getByText('This device')).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(current).toHaveAttribute('data-current', 'true');
  });

  it('given other sessions, should name each sign-out button after its row', () => {
    render(<SessionList sessions={sessions} onSignOut={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out Firefox on Linux' })).toHaveTextContent(
      /^Sign out$/,
    );
    expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();
  });

  it('given a sign-out click, should call onSignOut with that session id', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<SessionList sessions={sessions} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledWith('s3');
  });

  it('given signOutField, should make each sign-out a submit of its form carrying the session id', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    const sent: (string | null)[] = [];
    render(
      <form
        aria-label="Sessions"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          sent.push(new FormData(event.currentTarget, submitter).get('session') as string | null);
        }}
      >
        <SessionList sessions={sessions} onSignOut={onSignOut} signOutField="session" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign out Firefox on Linux' });
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(onSignOut).toHaveBeenCalledWith('s2');
    expect(sent).toEqual(['s2']);
  });

  it('given no signOutField, should keep the sign-out buttons from submitting a form around them', () => {
    render(<SessionList sessions={sessions} onSignOut={() => {}} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).not.toHaveAttribute('name');
    }
  });

  it('given signingOutId, should make only that row busy with "Signing out..." and ignore clicks', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<SessionList sessions={sessions} onSignOut={onSignOut} signingOutId="s2" />);
    const busy = screen.getByRole('button', { name: 'Signing out... Firefox on Linux' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveTextContent('Signing out...');
    await user.click(busy);
    expect(onSignOut).not.toHaveBeenCalled();
    const other = screen.getByRole('button', { name: 'Sign out Safari on iPhone' });
    expect(other).not.toHaveAttribute('aria-busy');
    await user.click(other);
    expect(onSignOut).toHaveBeenCalledWith('s3');
  });

  it('given custom labels, should use them', () => {
    render(
      <SessionList
        sessions={sessions}
        onSignOut={() => {}}
        signingOutId="s3"
        currentLabel="Current session"
        signOutLabel="Revoke"
        signingOutLabel="Revoking..."
      />,
    );
    expect(screen.getByText('Current session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Firefox on Linux' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revoking... Safari on iPhone' }),
    ).toBeInTheDocument();
  });

  it('given no onSignOut, should render the rows without buttons', () => {
    render(<SessionList sessions={sessions} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given no sessions and emptyText, should show the text instead of a list', () => {
    const { container } = render(
      <SessionList sessions={[]} emptyText="No other active sessions." />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No other active sessions.')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('given loading, should show a busy list of placeholder rows and no sessions', () => {
    const { container } = render(
      <SessionList sessions={sessions} loading onSignOut={() => {}} emptyText="None" />,
    );
    const list = container.querySelector('ul')!;
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByText('Firefox on Linux')).toBeNull();
    expect(screen.queryByText('None')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
  });

  it('given a footer, should render it after the list', () => {
    render(
      <SessionList
        sessions={sessions}
        footer={<button type="button">Sign out of all other sessions</button>}
      />,
    );
    const footerButton = screen.getByRole('button', { name: 'Sign out of all other sessions' });
    expect(
      screen.getByRole('list').compareDocumentPosition(footerButton) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('given className, rest props and a ref, should pass them to the root', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <SessionList
        ref={ref}
        sessions={sessions}
        className="custom"
        aria-label="Active sessions"
        bare
      />,
    );
    const root = screen.getByLabelText('Active sessions');
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('custom');
    expect(root.className).not.toBe('custom');
    expect(root).toHaveAttribute('data-bare', 'true');
    expect(root).toContainElement(screen.getByRole('list'));
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <SessionList
        sessions={sessions}
        onSignOut={() => {}}
        signingOutId="s3"
        footer={<button type="button">Sign out of all other sessions</button>}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given loading, should have no axe violations', async () => {
    const { container } = render(<SessionList sessions={[]} loading />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
