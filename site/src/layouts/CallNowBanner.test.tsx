import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallNowBanner } from './CallNowBanner.tsx';
import { LayoutContext } from './layoutContext.ts';

/** The pill and a small form, as a phone (or a wider window) shows them. */
function renderPill({ isMobile }: { isMobile: boolean }) {
  return render(
    <LayoutContext.Provider value={{ isMobile }}>
      <form method="post" aria-label="Contact">
        <label>
          Name
          <input name="name" />
        </label>
        <label>
          Message
          <textarea name="message" />
        </label>
        <button type="submit">Send</button>
      </form>
      <CallNowBanner />
    </LayoutContext.Provider>,
  );
}

/** The floating pill inside the 'Call us' landmark: the part that steps aside. */
function pill() {
  const link = screen.getByRole('link', { name: 'Call Now' });
  const box = link.closest('[data-placement="floating"]');
  if (!box) throw new Error('the Call Now pill is not a floating banner');
  return box;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('CallNowBanner', () => {
  it('given a phone, should step aside while a form field has focus and come back on blur', async () => {
    const user = userEvent.setup();
    renderPill({ isMobile: true });
    expect(pill()).not.toHaveAttribute('data-away');

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(pill()).toHaveAttribute('data-away');

    // From one field to the next: the pill stays away, no flicker back in between.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(pill()).toHaveAttribute('data-away');

    // On to the button: no keyboard, no field to cover, the pill is back.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(pill()).not.toHaveAttribute('data-away');
  });

  it('given a phone, should step aside on a scroll down and come back on a scroll up', () => {
    renderPill({ isMobile: true });
    scrollTo(400);
    expect(pill()).toHaveAttribute('data-away');
    // A jitter of a few pixels is no direction.
    scrollTo(396);
    expect(pill()).toHaveAttribute('data-away');
    scrollTo(200);
    expect(pill()).not.toHaveAttribute('data-away');
    scrollTo(500);
    expect(pill()).toHaveAttribute('data-away');
    scrollTo(0);
    expect(pill()).not.toHaveAttribute('data-away');
  });

  it('given a field focused before the pill mounts, should start out of the way', () => {
    render(
      <label>
        Email
        <input type="email" />
      </label>,
    );
    act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
    render(
      <LayoutContext.Provider value={{ isMobile: true }}>
        <CallNowBanner />
      </LayoutContext.Provider>,
    );
    expect(pill()).toHaveAttribute('data-away');
  });

  it('given a wider window, should not listen (the pill is not shown there)', async () => {
    const user = userEvent.setup();
    renderPill({ isMobile: false });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    scrollTo(400);
    expect(pill()).not.toHaveAttribute('data-away');
  });

  it('should keep its strings and its tel: link', () => {
    renderPill({ isMobile: true });
    const call = screen.getByRole('complementary', { name: 'Call us' });
    expect(call).toHaveTextContent('Talk to us');
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
  });
});
