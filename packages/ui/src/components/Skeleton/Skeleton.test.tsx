import { render } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('should be hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('given several lines, should draw that many with a shorter last line', () => {
    const { container } = render(<Skeleton lines={3} />);
    const group = container.firstElementChild!;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(group.children).toHaveLength(3);
    expect((group.children[2] as HTMLElement).style.width).toBe('60%');
    expect((group.children[0] as HTMLElement).style.width).toBe('100%');
  });

  it('given numeric sizes, should apply them in px', () => {
    const { container } = render(<Skeleton shape="block" width={160} height={96} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.width).toBe('160px');
    expect(el.style.height).toBe('96px');
  });

  it('given a circle without size, should default to an avatar-sized height', () => {
    const { container } = render(<Skeleton shape="circle" />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('2.5rem');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
