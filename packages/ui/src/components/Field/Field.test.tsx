import { render, renderHook, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Field, useFieldIds } from './Field.tsx';

describe('useFieldIds', () => {
  it('given no hint and no error, should describe the control by nothing', () => {
    const { result } = renderHook(() => useFieldIds({ id: 'email' }));
    expect(result.current).toMatchObject({
      id: 'email',
      hintId: 'email-hint',
      errorId: 'email-error',
      invalid: false,
    });
    expect(result.current.describedBy).toBeUndefined();
  });

  it('given a hint, an error and extra ids, should list them extra first, then hint, then error', () => {
    const { result } = renderHook(() =>
      useFieldIds({ id: 'pw', hint: 'At least 8', error: 'Too short', describedBy: 'x' }),
    );
    expect(result.current.describedBy).toBe('x pw-hint pw-error');
    expect(result.current.invalid).toBe(true);
  });

  it('given an empty error, should not be invalid', () => {
    const { result } = renderHook(() => useFieldIds({ error: '' }));
    expect(result.current.invalid).toBe(false);
  });

  it('given no id, should generate a unique one', () => {
    const a = renderHook(() => useFieldIds()).result.current.id;
    const b = renderHook(() => useFieldIds()).result.current.id;
    expect(a).not.toBe(b);
  });
});

describe('Field', () => {
  it('given a render function, should wire the control to the label, hint and error', () => {
    render(
      <Field label="Budget" hint="In US dollars" error="Budget is required" required>
        {(control) => <input {...control} required />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input).toHaveAccessibleDescription('In US dollars Budget is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
  });

  it('given required, should show a "*" hidden from assistive technology', () => {
    render(
      <Field label="Email" required>
        {(control) => <input {...control} required />}
      </Field>,
    );
    const marker = screen.getByText('*');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('given no error, should still render an empty polite live region for later errors', () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    const region = document.getElementById(`${input.id}-error`);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('given group, should label the control with aria-labelledby instead of a <label>', () => {
    render(
      <Field label="Project type" group>
        {(control) => <div role="radiogroup" {...control} />}
      </Field>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Project type' })).toBeInTheDocument();
    expect(document.querySelector('label')).toBeNull();
  });

  it('given hideLabel, should keep the accessible name', () => {
    render(
      <Field label="Search" hideLabel>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('should have no axe violations with a hint and an error', async () => {
    const { container } = render(
      <Field label="Phone" hint="Optional" error="Please enter a valid phone number">
        {(control) => <input type="tel" {...control} />}
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
