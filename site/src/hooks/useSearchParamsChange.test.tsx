import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useSearchParamsChange } from './useSearchParamsChange.ts';

/** Two controls of one address, and the address as rendered. */
function Controls() {
  const change = useSearchParamsChange();
  const { search } = useLocation();
  return (
    <>
      <p>address: {search || '(none)'}</p>
      <button
        type="button"
        onClick={() =>
          change((current) => {
            current.delete('status');
            return current;
          })
        }
      >
        All statuses
      </button>
      <button
        type="button"
        onClick={() =>
          change((current) => {
            current.set('sort', 'name');
            return current;
          })
        }
      >
        Sort by name
      </button>
    </>
  );
}

function renderAt(path: string, loader?: () => Promise<null>) {
  const router = createMemoryRouter([{ path: '/projects', element: <Controls />, loader }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const address = (router: ReturnType<typeof renderAt>) => router.state.location.search;

describe('useSearchParamsChange', () => {
  it('given two changes before the router renders the first, should apply the second to the first', async () => {
    const router = renderAt('/projects?status=draft');
    act(() => {
      screen.getByRole('button', { name: 'All statuses' }).click();
      screen.getByRole('button', { name: 'Sort by name' }).click();
    });
    await screen.findByText('address: ?sort=name');
    expect(address(router)).toBe('?sort=name');
  });

  it('given a loader still running for the first change, should start the second from it', async () => {
    let release = () => {};
    const router = renderAt('/projects?status=draft', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return null;
    });
    await act(async () => release());
    await screen.findByText('address: ?status=draft');
    await act(async () => screen.getByRole('button', { name: 'All statuses' }).click());
    // The first change is still loading: the page shows the old address.
    expect(screen.getByText('address: ?status=draft')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Sort by name' }).click());
    await act(async () => release());
    await screen.findByText('address: ?sort=name');
    expect(address(router)).toBe('?sort=name');
  });

  it('given a navigation from elsewhere (back), should start the next change from there', async () => {
    const router = renderAt('/projects?status=draft');
    await act(async () => screen.getByRole('button', { name: 'Sort by name' }).click());
    await screen.findByText('address: ?status=draft&sort=name');
    await act(() => router.navigate(-1));
    await screen.findByText('address: ?status=draft');
    await act(async () => screen.getByRole('button', { name: 'All statuses' }).click());
    await screen.findByText('address: (none)');
  });
});
