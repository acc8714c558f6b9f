import { act, render, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Avatar } from './Avatar.tsx';
import { getInitials } from './getInitials.ts';

/** The initials an avatar draws (they live in data-initials; CSS paints them). */
function initialsOf(avatar: HTMLElement) {
  return avatar.querySelector('[data-initials]')?.getAttribute('data-initials') ?? null;
}

/** jsdom never loads images; this stand-in loads or fails on demand, like a browser would. */
function stubImage(outcome: 'load' | 'error') {
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    referrerPolicy = '';
    crossOrigin: string | null = null;
    set src(_value: string) {
      queueMicrotask(() => {
        this.complete = true;
        this.naturalWidth = outcome === 'load' ? 64 : 0;
        this.dispatchEvent(new Event(outcome));
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
  window.Image = FakeImage as unknown as typeof window.Image;
}

describe('getInitials', () => {
  it.each([
    ['Jane Doe', undefined, 'JD'],
    ['jane doe', undefined, 'JD'],
    ['Jane Mary Doe', undefined, 'JM'],
    ['Madonna', undefined, 'M'],
    ['  Jane   Doe  ', undefined, 'JD'],
    ['Jane\tDoe', undefined, 'JD'],
    ['(Jane) Doe', undefined, 'JD'],
    ['- Jane', undefined, 'J'],
    ['Émile Zola', undefined, 'ÉZ'],
    ['straße weg', undefined, 'SW'],
    ['ßeta', undefined, 'S'],
    ['李 小龙', undefined, '李小'],
    ['𝒜lice Bob', undefined, '𝒜B'],
    ['Jane Doe', 'other.person@example.com', 'JD'],
  ])('given the name %j (e-mail %j), should return %j', (name, email, expected) => {
    expect(getInitials(name, email)).toBe(expected);
  });

  it.each([
    ['jane.doe@example.com', 'JD'],
    ['jane_doe@example.com', 'JD'],
    ['jane-doe@example.com', 'JD'],
    ['jane.mary.doe@example.com', 'JM'],
    ['jdoe@example.com', 'J'],
    ['JDoe@example.com', 'J'],
    ['jane+news@example.com', 'J'],
    ['jane.doe+news@example.com', 'JD'],
    ['.jane..doe@example.com', 'JD'],
    ['42.answers@example.com', '4A'],
    ['  sam@example.com ', 'S'],
    ['no-at-sign', 'NA'],
  ])('given no name and the e-mail %j, should return %j', (email, expected) => {
    expect(getInitials(undefined, email)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    [null, null],
    ['', ''],
    ['   ', '  '],
    ['!!! ???', '@example.com'],
    ['', '+tag@example.com'],
  ])('given neither a usable name (%j) nor e-mail (%j), should return nothing', (name, email) => {
    expect(getInitials(name, email)).toBe('');
  });

  it('given a blank name and an e-mail, should fall back to the e-mail', () => {
    expect(getInitials('   ', 'sam.lee@example.com')).toBe('SL');
  });

  it('should never return more than 2 characters', () => {
    for (const name of ['Ann Bea Cat Dee', 'ßß ßß ßß', 'A B C D E F']) {
      expect([...getInitials(name)].length).toBeLessThanOrEqual(2);
    }
  });
});

describe('Avatar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('given no photo, should show the initials of the name and be named by the name', () => {
    render(<Avatar name="Jane Doe" />);
    const avatar = screen.getByRole('img', { name: 'Jane Doe' });
    expect(initialsOf(avatar)).toBe('JD');
    // Drawn, not written: the text content stays empty for label-in-name checks.
    expect(avatar.textContent).toBe('');
  });

  it('given only an e-mail, should show its initials and be named by it', () => {
    render(<Avatar email="sam.lee@example.com" />);
    expect(initialsOf(screen.getByRole('img', { name: 'sam.lee@example.com' }))).toBe('SL');
  });

  it('given neither name nor e-mail, should show "?" and be named "User"', () => {
    render(<Avatar />);
    expect(initialsOf(screen.getByRole('img', { name: 'User' }))).toBe('?');
  });

  it('given unknownInitials, should show them only when nothing else gives initials', () => {
    render(
      <>
        <Avatar unknownInitials="UE" alt="Nobody" />
        <Avatar unknownInitials="UE" name="Jane Doe" />
      </>,
    );
    expect(initialsOf(screen.getByRole('img', { name: 'Nobody' }))).toBe('UE');
    expect(initialsOf(screen.getByRole('img', { name: 'Jane Doe' }))).toBe('JD');
  });

  it('given a fallback, should show it instead of the computed initials', () => {
    render(<Avatar name="Jane Doe" fallback="ME" alt="Profile" />);
    expect(initialsOf(screen.getByRole('img', { name: 'Profile' }))).toBe('ME');
  });

  it('given a photo that loads, should show the photo and hide the initials', async () => {
    stubImage('load');
    const onLoadingStatusChange = vi.fn();
    const { container } = render(
      <Avatar name="Jane Doe" src="/jane.jpg" onLoadingStatusChange={onLoadingStatusChange} />,
    );
    await act(async () => {
      await Promise.resolve();
    });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/jane.jpg');
    expect(initialsOf(screen.getByRole('img', { name: 'Jane Doe' }))).toBeNull();
    expect(onLoadingStatusChange).toHaveBeenLastCalledWith('loaded');
  });

  it('given a photo that fails to load, should show the initials', async () => {
    stubImage('error');
    const onLoadingStatusChange = vi.fn();
    const { container } = render(
      <Avatar name="Jane Doe" src="/broken.jpg" onLoadingStatusChange={onLoadingStatusChange} />,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.querySelector('img')).toBeNull();
    expect(initialsOf(screen.getByRole('img', { name: 'Jane Doe' }))).toBe('JD');
    expect(onLoadingStatusChange).toHaveBeenLastCalledWith('error');
  });

  it('given alt="", should be hidden from assistive technology', () => {
    render(<Avatar name="Jane Doe" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('given each size, should use a different size class', () => {
    render(
      <div>
        <Avatar name="Small" size="sm" />
        <Avatar name="Medium" />
        <Avatar name="Large" size="lg" />
      </div>,
    );
    const classes = ['Small', 'Medium', 'Large'].map(
      (name) => screen.getByRole('img', { name }).className,
    );
    expect(new Set(classes).size).toBe(3);
    expect(classes[0]).toMatch(/sm/);
    expect(classes[1]).toMatch(/md/);
    expect(classes[2]).toMatch(/lg/);
  });

  it('given a ref, should point it at the root element', () => {
    let node: HTMLSpanElement | null = null;
    render(<Avatar name="Jane Doe" ref={(el) => void (node = el)} />);
    expect(node).toBeInstanceOf(HTMLSpanElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Avatar name="Jane Doe" />
        <Avatar email="sam@example.com" size="sm" />
        <Avatar size="lg" />
        <Avatar fallback="ME" alt="" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
