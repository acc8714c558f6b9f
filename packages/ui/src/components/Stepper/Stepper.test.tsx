import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Stepper, getStepState } from './Stepper.tsx';

const steps = ['Project type', 'Business & scope', 'Contact details', 'Thank you'];

describe('Stepper', () => {
  it('given step 2 of 4, should say so and set the progressbar to 2/4', () => {
    render(<Stepper steps={steps} current={2} label="Quote progress" />);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Quote progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
  });

  it('given a current step, should mark earlier steps complete, it current and later upcoming', () => {
    render(<Stepper steps={steps} current={3} label="Quote progress" />);
    const items = within(screen.getByRole('list', { name: 'Quote progress' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Project type (completed)');
  });

  it('given a step past the last, should mark all complete and cap the text at the total', () => {
    render(<Stepper steps={steps} current={5} />);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(
      screen.getAllByRole('listitem').every((li) => li.getAttribute('data-state') === 'complete'),
    ).toBe(true);
  });

  it('given stepText and completedLabel, should use them for the line, the bar and the steps', () => {
    render(
      <Stepper
        steps={steps}
        current={2}
        stepText={(step, total) => `Étape ${step} sur ${total}`}
        completedLabel="terminée"
      />,
    );
    expect(screen.getByText('Étape 2 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Étape 2 sur 4');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Project type (terminée)');
  });

  it('given showSteps false, should render only the progress', () => {
    render(<Stepper steps={steps} current={1} showSteps={false} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('should compute step states', () => {
    expect([1, 2, 3].map((i) => getStepState(i, 2))).toEqual(['complete', 'current', 'upcoming']);
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Stepper steps={steps} current={2} label="Quote progress" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
