import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { RadioCardGroup, RadioCardGroupItem } from './RadioCardGroup.tsx';

const projectTypes = [
  {
    value: 'website',
    title: 'Website',
    description: 'Business or portfolio site',
    icon: <Globe />,
  },
  { value: 'ecommerce', title: 'E-commerce', description: 'An online store' },
  { value: 'software', title: 'Custom Software', description: 'Web applications' },
  { value: 'cloud', title: 'Cloud Solutions', description: 'Infrastructure and hosting' },
];

describe('RadioCardGroup', () => {
  it('given options, should render a named radiogroup of radios named by their titles and described by their descriptions', () => {
    render(<RadioCardGroup label="Project type" options={projectTypes} />);
    expect(screen.getByRole('radiogroup', { name: 'Project type' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const website = screen.getByRole('radio', { name: 'Website' });
    expect(website).toHaveAccessibleDescription('Business or portfolio site');
    expect(website).not.toBeChecked();
  });

  it('given a click on a card, should select it and call onValueChange (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioCardGroup label="Project type" options={projectTypes} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByText('E-commerce'));
    expect(screen.getByRole('radio', { name: 'E-commerce' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-commerce' })).toHaveAttribute(
      'data-state',
      'checked',
    );
    expect(onValueChange).toHaveBeenCalledWith('ecommerce');
  });

  it('given arrow keys, should move to and select the next card', async () => {
    render(<RadioCardGroup label="Project type" options={projectTypes} defaultValue="website" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Website' })).toHaveFocus();
    // Keys held down ('>'): Radix selects on the focus that follows an arrow key while it is
    // pressed, and moves focus in a timeout, after userEvent would already have released it.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-commerce' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'E-commerce' })).toBeChecked();
    await userEvent.keyboard('{/ArrowRight}{ArrowDown>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Custom Software' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
  });

  it('given a controlled value, should follow it', async () => {
    function Controlled() {
      const [value, setValue] = useState('cloud');
      return (
        <>
          <RadioCardGroup
            label="Project type"
            options={projectTypes}
            value={value}
            onValueChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Cloud Solutions' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Website' }));
    expect(screen.getByRole('status')).toHaveTextContent('website');
  });

  it('given an error, should mark the group invalid and describe it by the message', () => {
    render(
      <RadioCardGroup
        label="Project type"
        options={projectTypes}
        error="Please select a project type"
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Project type' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please select a project type');
  });

  it('given RadioCardGroupItem children and a disabled item, should skip the disabled one', async () => {
    render(
      <RadioCardGroup label="Scope" defaultValue="small">
        <RadioCardGroupItem value="small" title="Small (1-2 weeks)" />
        <RadioCardGroupItem value="medium" title="Medium (3-8 weeks)" disabled />
        <RadioCardGroupItem value="large" title="Large (8+ weeks)" />
      </RadioCardGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Large (8+ weeks)' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Medium (3-8 weeks)' })).toBeDisabled();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <RadioCardGroup
          label="Project type"
          options={projectTypes}
          defaultValue="website"
          hint="Pick one"
        />
        <RadioCardGroup label="Scope" options={projectTypes} error="Please select project scope" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
