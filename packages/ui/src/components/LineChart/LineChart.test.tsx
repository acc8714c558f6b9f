import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { LineChart } from './LineChart.tsx';
import type { LineChartSeries } from './LineChart.tsx';

const harbour: LineChartSeries = {
  id: 'harbour',
  name: 'Harbour Cafe',
  points: [
    { x: '2026-11-01', y: 100 },
    { x: '2026-11-02', y: 150 },
    { x: '2026-11-03', y: 1204 },
  ],
};
const bakery: LineChartSeries = {
  id: 'bakery',
  name: 'Northside Bakery',
  points: [
    { x: '2026-11-01', y: null },
    { x: '2026-11-02', y: 10 },
    { x: '2026-11-03', y: 12 },
  ],
};

const base = { title: 'Project views', xLabel: 'Day', yLabel: 'Views' };

describe('LineChart', () => {
  it('given series, should draw one named image summarising the last values', () => {
    render(<LineChart {...base} series={[harbour, bakery]} />);
    const figure = screen.getByRole('figure', { name: 'Project views' });
    const chart = within(figure).getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(
      'Project views, 2026-11-01 to 2026-11-03: Harbour Cafe 1,204, Northside Bakery 12.',
    );
    // Recharts' keyboard layer would make it an application; it is one image.
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(within(figure).getByRole('list', { name: 'Project views: series' })).toHaveTextContent(
      'Harbour CafeNorthside Bakery',
    );
  });

  it('given a summary, should name the image with it', () => {
    render(<LineChart {...base} series={[harbour]} summary="Views grew to 1,204." />);
    expect(screen.getByRole('img', { name: 'Views grew to 1,204.' })).toBeInTheDocument();
  });

  it('given the toggle, should show the same numbers in a table, formatted, with no data said', async () => {
    const user = userEvent.setup();
    render(
      <LineChart
        {...base}
        series={[harbour, bakery]}
        formatX={(x) => `Day ${x.slice(-2)}`}
        formatY={(y) => `${y} views`}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Project views' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Day', 'Harbour Cafe', 'Northside Bakery']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Day 01100 views—No data',
      'Day 02150 views10 views',
      'Day 031204 views12 views',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Day 01');
    await user.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given showTable controlled, should follow it and report the toggle', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Controlled() {
      const [shown, setShown] = useState(true);
      return (
        <LineChart
          {...base}
          series={[harbour]}
          showTable={shown}
          onShowTableChange={(next) => {
            changes.push(next);
            setShown(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(changes).toEqual([false]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given loading, should be busy, say so and draw no chart', () => {
    render(<LineChart {...base} series={[]} loading />);
    expect(screen.getByRole('figure', { name: 'Project views' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('given no values, should show the empty content instead of a chart or a toggle', () => {
    const { rerender } = render(<LineChart {...base} series={[]} empty={<p>No projects yet</p>} />);
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <LineChart
        {...base}
        series={[{ id: 'x', name: 'X', points: [{ x: '2026-11-01', y: null }] }]}
      />,
    );
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('should have no axe violations, with the table shown and while loading', async () => {
    const { container } = render(
      <div>
        <LineChart {...base} series={[harbour, bakery]} defaultShowTable />
        <LineChart {...base} title="Loading views" series={[]} loading />
        <LineChart {...base} title="Empty views" series={[]} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
