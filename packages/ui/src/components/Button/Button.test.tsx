import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('given a label, should render a button of type "button" named by it', () => {
    render(<Button>Contact Sale</Button>);
    const button = screen.getByRole('button', { name: 'Contact Sale' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('given a click, should call onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading with a busy label, should show the label, be busy and ignore clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Sending..." onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given loading in a form, should not submit it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingText="Submitting...">
          Submit
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submitting...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given disabled, should not call onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('given asChild with a link, should render the link with button styles', () => {
    render(
      <Button asChild>
        <a href="/contact">Get in Touch</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get in Touch' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given a ref, should point it at the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <Button>Rest</Button>
        <Button disabled>Disabled</Button>
        <Button loading loadingText="Sending...">
          Send
        </Button>
        <Button asChild>
          <a href="/faq">FAQ</a>
        </Button>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
