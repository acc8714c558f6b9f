import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart3 } from 'lucide-react';
import { ThemeProvider } from '@brightlane/ui';
import { QuickTool } from './QuickTool.tsx';

const text = 'Track visitors, conversions and traffic sources for every page of your site.';

function renderTool() {
  return render(
    <ThemeProvider>
      <QuickTool name="Analytics" text={text} icon={<BarChart3 size={18} />} />
    </ThemeProvider>,
  );
}

// The popup's code is one module for the whole page: the first test meets the tool before it
// has loaded (as a visitor does who is quick to reach for it), later ones after.
describe('QuickTool', () => {
  it('given keyboard focus before the popup has loaded, should open it and keep the focus on the tool', async () => {
    renderTool();
    const before = screen.getByRole('button', { name: 'Analytics' });
    expect(before).toHaveAccessibleDescription(text);
    expect(before).toHaveAttribute('aria-expanded', 'false');
    act(() => before.focus());
    expect(await screen.findByText(text, { selector: ':not([id])' })).toBeInTheDocument();
    const after = screen.getByRole('button', { name: 'Analytics' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
    expect(after).toHaveAttribute('aria-expanded', 'true');
    expect(after).toHaveAccessibleDescription(text);
  });

  it('given the popup has loaded, should open on a tap and close on Escape', async () => {
    renderTool();
    const tool = screen.getByRole('button', { name: 'Analytics' });
    await userEvent.click(tool);
    expect(await screen.findByText(text, { selector: ':not([id])' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(text, { selector: ':not([id])' })).toBeNull());
    expect(tool).toHaveAttribute('aria-expanded', 'false');
  });
});
