// The route table needs the theme provider around it, as in the app.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@brightlane/ui';
import { axeViolations } from '../../../tests/a11y/axe.ts';
import { routes } from '../routes.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('the not-found page', () => {
  it('given an unknown address, should say so in the exact words of docs/product/spec.md', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('should link back home', async () => {
    renderAt('/missing');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('should title the page and keep it out of search results', async () => {
    renderAt('/missing');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('404 - Page Not Found | Brightlane Digital');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('should have no axe violations', async () => {
    const { container } = renderAt('/missing');
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
