import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { hydrateServerMarkup } from '../../../../../tests/react/hydrate.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';
import type { TabsProps } from './Tabs.tsx';

function Careers(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Job types">
        <TabsTrigger value="fulltime">Full-Time</TabsTrigger>
        <TabsTrigger value="parttime">Part-Time</TabsTrigger>
        <TabsTrigger value="sales">Sales</TabsTrigger>
      </TabsList>
      <TabsContent value="fulltime">Full-time roles</TabsContent>
      <TabsContent value="parttime">Part-time roles</TabsContent>
      <TabsContent value="sales">Sales roles</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('given a defaultValue, should select that tab and show its panel (uncontrolled)', () => {
    render(<Careers defaultValue="parttime" />);
    expect(screen.getByRole('tablist', { name: 'Job types' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Part-Time' })).toHaveTextContent(
      'Part-time roles',
    );
  });

  it('given a click on a tab, should switch panels and call onValueChange', async () => {
    const onValueChange = vi.fn();
    render(<Careers defaultValue="fulltime" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange).toHaveBeenCalledWith('sales');
    expect(screen.getByRole('tabpanel', { name: 'Sales' })).toHaveTextContent('Sales roles');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveAttribute('data-state', 'active');
  });

  it('given arrow keys, should move focus and activate the next tab', async () => {
    render(<Careers defaultValue="fulltime" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
  });

  it('given a controlled value, should follow it and not change by itself', async () => {
    const onValueChange = vi.fn();
    render(<Careers value="fulltime" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange).toHaveBeenCalledWith('sales');
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given a controlled parent, should switch when the parent updates', async () => {
    function Parent() {
      const [value, setValue] = useState('fulltime');
      return <Careers value={value} onValueChange={setValue} />;
    }
    render(<Parent />);
    await userEvent.click(screen.getByRole('tab', { name: 'Part-Time' }));
    expect(screen.getByRole('tabpanel', { name: 'Part-Time' })).toBeInTheDocument();
  });

  it('given a variant, should expose it on the root', () => {
    const { container } = render(<Careers defaultValue="sales" variant="pill" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'pill');
  });

  it('given a disabled trigger, should not select it', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Example">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b" disabled>
            B
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given a click, should select the tab once and focus it', async () => {
    const onValueChange = vi.fn();
    render(<Careers defaultValue="fulltime" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('given Tab and Shift+Tab, should stop once on the selected tab, then on its panel', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Careers defaultValue="parttime" />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Part-Time' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('given Home, End and a vertical list, should jump and follow Up/Down', async () => {
    render(<Careers defaultValue="parttime" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given manual activation, should move focus with arrows and select on Enter', async () => {
    render(<Careers defaultValue="fulltime" activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const partTime = screen.getByRole('tab', { name: 'Part-Time' });
    expect(partTime).toHaveFocus();
    expect(partTime).toHaveAttribute('aria-selected', 'false');
    expect(partTime).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    expect(partTime).toHaveAttribute('aria-selected', 'true');
  });

  it('given no selected tab, should let Tab reach the list and hand focus to the first tab', async () => {
    render(<Careers />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Full-Time' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given server markup, should hydrate it without a mismatch, then work by keyboard', async () => {
    const hydrated = await hydrateServerMarkup(<Careers defaultValue="parttime" />);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(screen.getByRole('tablist', { name: 'Job types' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Part-Time' })).toHaveTextContent(
      'Part-time roles',
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Part-Time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Sales' })).toHaveTextContent('Sales roles');
  });

  it('given server markup, should hydrate with the extra commits Radix adds (measured)', async () => {
    // Radix's roving focus group counts its triggers and Presence tracks each panel by setting
    // state in effects while mounting: two commits after the hydration one (decision 013
    // measured their cost on /careers). Pinned so a Radix upgrade that changes it is noticed.
    const hydrated = await hydrateServerMarkup(<Careers defaultValue="parttime" />);
    expect(hydrated.phases).toEqual(['mount', 'update', 'nested-update']);
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Careers defaultValue="fulltime" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
