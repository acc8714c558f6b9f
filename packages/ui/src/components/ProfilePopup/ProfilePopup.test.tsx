import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { ProfilePopup } from './ProfilePopup.tsx';

describe('ProfilePopup', () => {
  it('given a name and e-mail, should show both and the initials', () => {
    const { container } = render(<ProfilePopup name="Jane Doe" email="jane@example.com" />);
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JD');
  });

  it('given only an e-mail, should show it as the first line and use its initials', () => {
    const { container } = render(<ProfilePopup email="sam.lee@example.com" />);
    expect(screen.getByText('sam.lee@example.com')).toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'SL');
  });

  it('given a guest, should show "My Profile" and UE', () => {
    const { container } = render(<ProfilePopup />);
    expect(screen.getByText('My Profile')).toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'UE');
  });

  it('given body and footer, should render them', () => {
    render(
      <ProfilePopup name="Jane Doe" footer={<button type="button">Log Out</button>}>
        <p>Account Type: Premium</p>
      </ProfilePopup>,
    );
    expect(screen.getByText('Account Type: Premium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('given hideHeader, should leave the header out', () => {
    render(<ProfilePopup name="Jane Doe" hideHeader />);
    expect(screen.queryByText('Jane Doe')).toBeNull();
  });

  it.each([
    [{}, 'nav', undefined],
    [{ placement: 'topbar' }, 'topbar', undefined],
    [{ placement: 'topbar', compact: true }, 'topbar', 'true'],
  ] as const)(
    'given %j, should expose its placement and compact mode',
    (props, placement, compact) => {
      const ref = createRef<HTMLDivElement>();
      render(<ProfilePopup ref={ref} name="Jane Doe" {...props} />);
      expect(ref.current).toHaveAttribute('data-placement', placement);
      if (compact) expect(ref.current).toHaveAttribute('data-compact', compact);
      else expect(ref.current).not.toHaveAttribute('data-compact');
    },
  );

  it('given different placements, should use different width classes', () => {
    const nav = createRef<HTMLDivElement>();
    const top = createRef<HTMLDivElement>();
    const compact = createRef<HTMLDivElement>();
    render(
      <div>
        <ProfilePopup ref={nav} />
        <ProfilePopup ref={top} placement="topbar" />
        <ProfilePopup ref={compact} placement="topbar" compact />
      </div>,
    );
    expect(
      new Set([nav.current!.className, top.current!.className, compact.current!.className]).size,
    ).toBe(3);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ProfilePopup
        name="Jane Doe"
        email="jane@example.com"
        footer={<button type="button">Log Out</button>}
      >
        <p>Body</p>
      </ProfilePopup>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
