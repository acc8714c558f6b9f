import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { Text } from '../components/Text/Text.tsx';
import { vars } from '../theme/contract.css.ts';
import { composedButton, composedButtonRecipe, composedText } from './compositionGuard.css.ts';

// docs/stack.md trap 3. Each row renders a reference component and an element styled only by a
// class composed in another file (compositionGuard.css.ts). If a build drops the composed
// classes, the right-hand element loses its styles: the visual baseline of this story and
// the computed-style check below both fail.

const compared = [
  'background-color',
  'color',
  'border-radius',
  'font-weight',
  'font-size',
  'padding-left',
  'min-height',
  'border-top-color',
] as const;

type Pair = { name: string; reference: HTMLElement | null; composed: HTMLElement | null };

function diff({ name, reference, composed }: Pair): string[] {
  if (!reference || !composed) return [`${name}: not rendered`];
  const a = getComputedStyle(reference);
  const b = getComputedStyle(composed);
  return compared
    .filter((p) => a.getPropertyValue(p) !== b.getPropertyValue(p))
    .map((p) => `${name} ${p}: ${a.getPropertyValue(p)} ≠ ${b.getPropertyValue(p)}`);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '200px 1fr 1fr',
        alignItems: 'center',
        gap: 16,
        padding: '12px 0',
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      <Text size="sm" weight="semibold">
        {label}
      </Text>
      {children}
    </div>
  );
}

function Guard() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonComposed = useRef<HTMLButtonElement>(null);
  const recipeRef = useRef<HTMLButtonElement>(null);
  const recipeComposed = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLElement>(null);
  const textComposed = useRef<HTMLParagraphElement>(null);
  const [problems, setProblems] = useState<string[] | null>(null);

  useLayoutEffect(() => {
    const found = [
      ...diff({
        name: 'style(button recipe)',
        reference: buttonRef.current,
        composed: buttonComposed.current,
      }),
      ...diff({
        name: 'recipe(button classes)',
        reference: recipeRef.current,
        composed: recipeComposed.current,
      }),
      ...diff({
        name: 'style([textBase])',
        reference: textRef.current,
        composed: textComposed.current,
      }),
    ];
    // A console error fails the visual run even before anyone looks at the screenshot.
    if (found.length)
      console.error(`Composition guard: composed classes lost in this build:\n${found.join('\n')}`);
    setProblems(found);
  }, []);

  return (
    <div style={{ maxWidth: 760 }}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '200px 1fr 1fr',
          gap: 16,
          paddingBottom: 8,
          borderBottom: `1px solid ${vars.color.borderStrong}`,
        }}
      >
        <span />
        <Text size="xs" variant="muted" weight="semibold">
          Reference (source file)
        </Text>
        <Text size="xs" variant="muted" weight="semibold">
          Composed in another file
        </Text>
      </div>
      <Row label="style([button classes])">
        <Button ref={buttonRef} style={{ minWidth: '11rem' }}>
          Get a quote
        </Button>
        <button ref={buttonComposed} type="button" className={composedButton}>
          Get a quote
        </button>
      </Row>
      <Row label="recipe({ base: button… })">
        <Button ref={recipeRef} tone="critical" variant="outline" style={{ minWidth: '11rem' }}>
          Log Out
        </Button>
        <button
          ref={recipeComposed}
          type="button"
          className={composedButtonRecipe({ tone: 'critical', variant: 'outline' })}
        >
          Log Out
        </button>
      </Row>
      <Row label="style([textBase, …])">
        <Text ref={textRef} size="lg" tone="brand" weight="semibold">
          Bright lane
        </Text>
        <p ref={textComposed} className={composedText}>
          Bright lane
        </p>
      </Row>
      <div role="status" style={{ paddingTop: 16 }}>
        {problems === null ? (
          <Text variant="muted">Checking…</Text>
        ) : problems.length === 0 ? (
          <Text tone="positive" weight="semibold">
            All composed styles match their sources.
          </Text>
        ) : (
          <Text tone="critical" weight="semibold">
            {`Composed classes were dropped: ${problems.join('; ')}`}
          </Text>
        )}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Composition guard',
  component: Guard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Guard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CrossFileComposition: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('All composed styles match their sources.'),
    );
  },
};
