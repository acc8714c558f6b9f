import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';
import type { AccordionProps } from './Accordion.tsx';

function Faq(props: AccordionProps) {
  return (
    <Accordion {...props}>
      <AccordionItem value="timeline">
        <AccordionTrigger>How long does it take?</AccordionTrigger>
        <AccordionContent>A basic website takes 4-6 weeks.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="complex">
        <AccordionTrigger>And complex applications?</AccordionTrigger>
        <AccordionContent>3-6 months.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('given a click on a closed question, should open its answer', async () => {
    render(<Faq type="single" />);
    const trigger = screen.getByRole('button', { name: 'How long does it take?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long does it take?' })).toHaveTextContent(
      '4-6 weeks',
    );
  });

  it('given type single, should close the open item when another opens, and allow closing it (collapsible)', async () => {
    render(<Faq type="single" defaultValue="timeline" />);
    const first = screen.getByRole('button', { name: 'How long does it take?' });
    const second = screen.getByRole('button', { name: 'And complex applications?' });
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('given type multiple, should keep several open', async () => {
    render(<Faq type="multiple" defaultValue={['timeline']} />);
    await userEvent.click(screen.getByRole('button', { name: 'And complex applications?' }));
    expect(screen.getByRole('button', { name: 'How long does it take?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'And complex applications?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('given a controlled value, should report changes and follow the prop', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Faq type="single" value="" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'And complex applications?' }));
    expect(onValueChange).toHaveBeenCalledWith('complex');
    expect(screen.getByRole('button', { name: 'And complex applications?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    rerender(<Faq type="single" value="complex" onValueChange={onValueChange} />);
    expect(screen.getByRole('button', { name: 'And complex applications?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('given the keyboard, should move with arrows and toggle with Enter', async () => {
    render(<Faq type="single" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'And complex applications?' });
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('given a heading level, should wrap each trigger in that heading', () => {
    render(<Faq type="single" headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'How long does it take?' }),
    ).toBeInTheDocument();
  });

  it('should default to h3 headings', () => {
    render(<Faq type="single" />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('should have no axe violations, open and closed', async () => {
    const { container } = render(<Faq type="single" defaultValue="timeline" variant="card" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
