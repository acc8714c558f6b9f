import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// The boundary reports what it catches; keep the beacon off the network in tests.
vi.mock('../telemetry.ts', () => ({ reportClientError: vi.fn() }));

function renderFailingRoute(loader: () => unknown) {
  const router = createMemoryRouter([
    // HydrateFallback: what shows while the first load runs (none: an empty page).
    {
      path: '/',
      loader,
      Component: () => <p>page</p>,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary', () => {
  it('given a thrown error response, should show the unexpected route error with its text', async () => {
    renderFailingRoute(() => {
      throw data('The service is down', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/503 Service Unavailable/)).toHaveTextContent('The service is down');
  });

  it('given a thrown 404, should show the not-found page', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('given an exception, should show Something went wrong and reload on Refresh Page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderFailingRoute(() => {
      throw new Error('boom');
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given an exception, should report it', async () => {
    const { reportClientError } = await import('../telemetry.ts');
    const error = new Error('boom');
    renderFailingRoute(() => {
      throw error;
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await vi.waitFor(() => expect(reportClientError).toHaveBeenCalledWith(error, 'error'));
  });
});
