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

  it('given a guest, should show "My Profile" and the unknown initials', () => {
    const { container } = render(<ProfilePopup />);
    expect(screen.getByText('My Profile')).toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', '?');
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

  it('given no width, should be 300 px wide; given one, should take it', () => {
    const byDefault = createRef<HTMLDivElement>();
    const wide = createRef<HTMLDivElement>();
    const fit = createRef<HTMLDivElement>();
    render(
      <div>
        <ProfilePopup ref={byDefault} />
        <ProfilePopup ref={wide} width={360} />
        <ProfilePopup ref={fit} width="fit-content" />
      </div>,
    );
    expect(byDefault.current).toHaveStyle({ width: '300px' });
    expect(wide.current).toHaveStyle({ width: '360px' });
    expect(fit.current).toHaveStyle({ width: 'fit-content' });
  });

  it('given size sm, should show the smaller avatar', () => {
    const small = createRef<HTMLDivElement>();
    const medium = createRef<HTMLDivElement>();
    render(
      <div>
        <ProfilePopup ref={small} name="Jane Doe" size="sm" />
        <ProfilePopup ref={medium} name="John Doe" />
      </div>,
    );
    expect(small.current).toHaveAttribute('data-size', 'sm');
    expect(medium.current).toHaveAttribute('data-size', 'md');
    const avatarClass = (popup: HTMLDivElement | null) =>
      popup!.querySelector('[data-initials]')!.parentElement!.className;
    expect(avatarClass(small.current)).not.toBe(avatarClass(medium.current));
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
