import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('given a page and a page count, should render a navigation landmark with the page text', () => {
    render(<Pagination page={3} pageCount={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 3 of 5');
    expect(screen.getByText('Page 3 of 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('given a middle page, should call onPageChange with the previous and the next page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('given the first page, should make Previous unavailable and not call onPageChange', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={5} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('given the last page, should make Next unavailable and not call onPageChange', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={5} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('given the keyboard on Next up to the last page, should keep focus on Next', async () => {
    function Paged() {
      const [page, setPage] = useState(4);
      return <Pagination page={page} pageCount={5} onPageChange={setPage} />;
    }
    render(<Paged />);
    await userEvent.tab();
    await userEvent.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
  });

  it('given a page outside the range or no pages, should clamp it', () => {
    const { rerender } = render(<Pagination page={9} pageCount={5} onPageChange={() => {}} />);
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    rerender(<Pagination page={1} pageCount={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('given a total label, should show it', () => {
    render(<Pagination page={1} pageCount={3} totalLabel="42 results" onPageChange={() => {}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('42 results');
  });

  it('given custom labels, should use them for the landmark, the controls and the page text', () => {
    render(
      <Pagination
        page={2}
        pageCount={4}
        onPageChange={() => {}}
        label="Inbox pages"
        previousLabel="Newer"
        nextLabel="Older"
        pageLabel={(page, count) => `${page} / ${count}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Inbox pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeInTheDocument();
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('given getHref, should render links to the neighbouring pages', () => {
    render(<Pagination page={3} pageCount={5} getHref={(page) => `/admin?page=${page}`} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin?page=4');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  });

  it('given getHref on the first page, should render Previous as an unavailable link without href', () => {
    render(<Pagination page={1} pageCount={5} getHref={(page) => `?page=${page}`} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
  });

  it('given getHref and onPageChange, should call it when a link is followed', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={3}
        pageCount={5}
        getHref={(page) => `#page-${page}`}
        onPageChange={onPageChange}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('given getHref and navigate, should hand a plain click to navigate and leave a new-tab click to the browser', async () => {
    const navigate = vi.fn();
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={3}
        pageCount={5}
        getHref={(page) => `/admin?page=${page}`}
        navigate={navigate}
        onPageChange={onPageChange}
      />,
    );
    const next = screen.getByRole('link', { name: 'Next' });
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    next.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/admin?page=4');
    expect(onPageChange).toHaveBeenCalledWith(4);

    navigate.mockClear();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Previous' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should have no axe violations in button and link mode', async () => {
    const { container } = render(
      <div>
        <Pagination page={1} pageCount={5} totalLabel="42 results" onPageChange={() => {}} />
        <Pagination
          label="Pages (links)"
          page={5}
          pageCount={5}
          getHref={(page) => `?page=${page}`}
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
