import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { hydrateServerMarkup } from '../../../../tests/react/hydrate.tsx';
import { Component as Careers } from './careers.tsx';

function renderCareers() {
  const router = createMemoryRouter([{ path: '/careers', Component: Careers }], {
    initialEntries: ['/careers'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the careers page', () => {
  it('should hydrate its pre-rendered markup without a mismatch, and still open the application', async () => {
    const hydrated = await hydrateServerMarkup(<Careers />);
    expect(hydrated.recoverableErrors).toEqual([]);
    // Radix Tabs set state while hydrating (the roving focus group counts its tabs, Presence
    // in each panel): two re-renders, pinned so a change shows (decision 015). The closed
    // application dialog adds none: it mounts on the first 'Apply Now'.
    expect(hydrated.phases).toEqual(['mount', 'update', 'nested-update']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Apply Now' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Job Application' })).toBeVisible();
  });

  it('should lead with "Careers" and show three position tabs, Full-Time first', () => {
    renderCareers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Careers');
    const tabs = within(screen.getByRole('tablist', { name: 'Open positions' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Full-Time', 'Part-Time/Remote', 'Sales']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Full-Time Developer' })).toBeVisible();
  });

  it.each([
    ['Full-Time', 'Full-Time Developer'],
    ['Part-Time/Remote', 'Part-Time/Remote Developer'],
    ['Sales', 'Sales Professional'],
  ])(
    'given the %s tab, should open the application for "%s" from Apply Now',
    async (tab, position) => {
      const user = userEvent.setup();
      renderCareers();
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(position);
      await user.click(within(panel).getByRole('button', { name: 'Apply Now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Job Application' });
      expect(dialog).toHaveAccessibleDescription(`Position: ${position}`);
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    },
  );

  it('given the modal is closed, should return focus to Apply Now', async () => {
    const user = userEvent.setup();
    renderCareers();
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    await user.click(apply);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apply).toHaveFocus();
  });

  it('should have no axe violations', async () => {
    const { container } = renderCareers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
