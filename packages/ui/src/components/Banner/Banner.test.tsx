import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Banner } from './Banner.tsx';

describe('Banner', () => {
  it('given a critical inline banner, should be an alert with the message', () => {
    render(<Banner tone="critical">Invalid email or password</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('given a non-critical inline banner, should be a polite status', () => {
    render(<Banner tone="positive">Settings saved.</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved.');
  });

  it('given a top or floating banner, should not be a live region', () => {
    render(
      <>
        <Banner placement="top" tone="brand" title="Sales:">
          (03) 5550 1234
        </Banner>
        <Banner placement="floating" tone="brand">
          Call Now
        </Banner>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Sales:')).toBeInTheDocument();
  });

  it('given onDismiss, should render a Dismiss button that calls it', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner tone="critical" onDismiss={onDismiss}>
        Network error
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('given no onDismiss, should render no close button', () => {
    render(<Banner>Info</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given a custom closeLabel and an action, should render both', () => {
    render(
      <Banner
        placement="top"
        tone="brand"
        onDismiss={() => {}}
        closeLabel="Hide sales banner"
        action={<a href="#contact">Contact Sale</a>}
      >
        (03) 5550 1234
      </Banner>,
    );
    expect(screen.getByRole('button', { name: 'Hide sales banner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sale' })).toBeInTheDocument();
  });

  it('given singleLine, should mark a top banner for the one-line layout, and no other', () => {
    render(
      <>
        <Banner placement="top" singleLine title="Sales:">
          (03) 5550 1234
        </Banner>
        <Banner placement="inline" singleLine>
          Saved.
        </Banner>
      </>,
    );
    expect(screen.getByText('Sales:').closest('[data-placement]')).toHaveAttribute(
      'data-single-line',
    );
    expect(screen.getByRole('status')).not.toHaveAttribute('data-single-line');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Banner tone="critical" title="Error" onDismiss={() => {}}>
          Network error
        </Banner>
        <Banner placement="top" tone="brand" action={<a href="#contact">Contact Sale</a>}>
          Sales
        </Banner>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
