import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Select } from './Select.tsx';

const industries = [
  { value: 'retail', label: 'Retail' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'healthcare', label: 'Healthcare' },
];

describe('Select', () => {
  it('given options and a placeholder, should start on the placeholder', () => {
    render(<Select label="Industry" options={industries} placeholder="Select your industry" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select your industry' })).toBeDisabled();
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('given a choice, should select it (uncontrolled)', async () => {
    render(<Select label="Industry" options={industries} placeholder="Select your industry" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    await userEvent.selectOptions(select, 'Healthcare');
    expect(select).toHaveValue('healthcare');
  });

  it('given onValueChange, should call it with the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Industry" options={industries} onValueChange={onValueChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'healthcare');
    expect(onValueChange).toHaveBeenCalledWith('healthcare');
  });

  it('given a controlled value, should report changes through onChange', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('retail');
      return (
        <Select
          label="Industry"
          options={industries}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setValue(e.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Industry' }),
      'professional',
    );
    expect(onChange).toHaveBeenCalledWith('professional');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('professional');
  });

  it('given option children, should render them', () => {
    render(
      <Select label="Status" defaultValue="published">
        <option value="draft">Draft</option>
        <option value="published">Published</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  });

  it('given an error, should be invalid and described by it', () => {
    render(
      <Select
        label="Industry"
        options={industries}
        placeholder="Select"
        error="Please select your industry"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select your industry');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Select label="Industry" options={industries} placeholder="Select your industry" required />
        <Select label="Scope" options={industries} error="Please select project scope" disabled />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
