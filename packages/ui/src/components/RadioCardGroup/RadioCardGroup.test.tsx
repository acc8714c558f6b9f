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
    // Keys held down ('>') and waited for, as when Radix moved focus in a timeout; native radios
    // (user-event plays the browser's arrow-key behaviour, which jsdom lacks) need neither.
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

  it('given arrow keys, should select the next and previous enabled card of the same name, wrapping', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <RadioCardGroup
          label="Scope"
          name="scope"
          defaultValue="small"
          onValueChange={onValueChange}
        >
          <RadioCardGroupItem value="small" title="Small" />
          <RadioCardGroupItem value="medium" title="Medium" disabled />
          <RadioCardGroupItem value="large" title="Large" />
        </RadioCardGroup>
        <RadioCardGroup label="Other" options={projectTypes} defaultValue="cloud" />
      </>,
    );
    const small = screen.getByRole('radio', { name: 'Small' });
    const large = screen.getByRole('radio', { name: 'Large' });
    // One name per group: a group's own and a generated one, so the two groups do not mix.
    expect(small).toHaveAttribute('name', 'scope');
    expect(screen.getByRole('radio', { name: 'Website' })).toHaveAttribute(
      'name',
      screen.getByRole('radio', { name: 'Cloud Solutions' }).getAttribute('name'),
    );
    expect(screen.getByRole('radio', { name: 'Website' }).getAttribute('name')).not.toBe('scope');
    await userEvent.click(small);
    await userEvent.keyboard('{ArrowDown}');
    expect(large).toBeChecked();
    expect(large).toHaveFocus();
    expect(large.closest('label')).toHaveAttribute('data-state', 'checked');
    expect(small.closest('label')).toHaveAttribute('data-state', 'unchecked');
    await userEvent.keyboard('{ArrowRight}');
    expect(small).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(large).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(small).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['large'], ['small'], ['large'], ['small']]);
    expect(screen.getByRole('radio', { name: 'Cloud Solutions' })).toBeChecked();
  });

  it('given Tab, should enter the group at the checked card (else the first) and leave it', async () => {
    render(
      <>
        <RadioCardGroup label="Project type" options={projectTypes} defaultValue="software" />
        <RadioCardGroup label="Scope" options={projectTypes.slice(0, 2)} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Custom Software' })).toHaveFocus();
    await userEvent.tab();
    const [, secondWebsite] = screen.getAllByRole('radio', { name: 'Website' });
    expect(secondWebsite).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('given a form, should submit name=value (uncontrolled), nothing before a choice, and be required natively', async () => {
    render(
      <form aria-label="Quote">
        <RadioCardGroup label="Project type" name="projectGoal" options={projectTypes} required />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Quote' });
    expect(new FormData(form).get('projectGoal')).toBeNull();
    expect(form.checkValidity()).toBe(false);
    await userEvent.click(screen.getByText('Cloud Solutions'));
    expect([...new FormData(form).entries()]).toEqual([['projectGoal', 'cloud']]);
    expect(form.checkValidity()).toBe(true);
  });

  it('given a form and a controlled value, should submit the value and only change when the owner does', async () => {
    const onValueChange = vi.fn();
    const quote = (value: string) => (
      <form aria-label="Quote">
        <RadioCardGroup
          label="Project type"
          name="projectGoal"
          options={projectTypes}
          value={value}
          onValueChange={onValueChange}
        />
      </form>
    );
    const { rerender } = render(quote('website'));
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Quote' });
    expect(new FormData(form).get('projectGoal')).toBe('website');
    await userEvent.click(screen.getByText('E-commerce'));
    expect(onValueChange).toHaveBeenCalledWith('ecommerce');
    // The owner did not take the new value: the checked card stays where `value` says.
    expect(screen.getByRole('radio', { name: 'Website' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-commerce' })).not.toBeChecked();
    expect(new FormData(form).get('projectGoal')).toBe('website');
    rerender(quote(''));
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(new FormData(form).get('projectGoal')).toBeNull();
  });

  it('given a disabled card or a disabled group, should not let them be chosen', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <form aria-label="Scope form">
        <RadioCardGroup label="Scope" name="scope" onValueChange={onValueChange}>
          <RadioCardGroupItem value="small" title="Small" />
          <RadioCardGroupItem value="medium" title="Medium" disabled />
        </RadioCardGroup>
      </form>,
    );
    await userEvent.click(screen.getByText('Medium'));
    expect(screen.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' }).closest('label')).toHaveAttribute(
      'data-disabled',
    );
    expect(onValueChange).not.toHaveBeenCalled();
    rerender(
      <form aria-label="Scope form">
        <RadioCardGroup label="Scope" name="scope" onValueChange={onValueChange} disabled>
          <RadioCardGroupItem value="small" title="Small" />
          <RadioCardGroupItem value="medium" title="Medium" disabled />
        </RadioCardGroup>
      </form>,
    );
    await userEvent.click(screen.getByText('Small'));
    expect(screen.getByRole('radio', { name: 'Small' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('scope')).toBeNull();
  });

  it('should hand its ref to the radiogroup element', () => {
    let group: HTMLDivElement | null = null;
    render(
      <RadioCardGroup
        label="Project type"
        options={projectTypes}
        ref={(node) => {
          group = node;
        }}
      />,
    );
    expect(group).toBe(screen.getByRole('radiogroup', { name: 'Project type' }));
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
