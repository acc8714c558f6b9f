import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../theme/contract.css.ts';
import { darkTheme, lightTheme } from '../theme/themes.css.ts';
import { palette } from '../tokens/palette.ts';
import { brightlane } from '../theme/brightlane.ts';
import { dataPro } from '../theme/dataPro.ts';
import type { Theme } from '../theme/createTheme.ts';
import { Text } from '../components/Text/Text.tsx';
import { Heading } from '../components/Heading/Heading.tsx';

// The token pages read the same objects the themes are built from (tokens/*.ts), so what is
// shown is what ships: the values of the brand chosen in the toolbar. Labels always sit on a surface, never on the swatch, so every label
// passes contrast whatever the swatch colour.

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

/** The theme of the toolbar's brand (the `brand` global, .storybook/preview.tsx). */
const brandOf = (globals: Record<string, unknown>): Theme =>
  globals.brand === dataPro.name ? dataPro : brightlane;
type Story = StoryObj<typeof meta>;

const mono: CSSProperties = { fontFamily: vars.font.mono };

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section style={{ display: 'grid', gap: 12, marginBottom: 32 }} aria-label={title}>
      <div style={{ display: 'grid', gap: 4 }}>
        <Heading level={2} size="lg">
          {title}
        </Heading>
        {description ? (
          <Text size="sm" variant="muted">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Swatch({ color, name, value }: { color: string; name: string; value: string }) {
  return (
    <div
      style={{
        display: 'grid',
        overflow: 'hidden',
        borderRadius: 8,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
      }}
    >
      <div
        style={{ height: 56, background: color, borderBottom: `1px solid ${vars.color.border}` }}
      />
      <div style={{ padding: '6px 8px', display: 'grid', gap: 2 }}>
        <Text as="span" size="xs" weight="semibold">
          {name}
        </Text>
        <Text as="span" size="xs" variant="muted" style={mono}>
          {value}
        </Text>
      </div>
    </div>
  );
}

/** Tier 1: the raw palette. Only the themes read it; components never do. */
export const Palette: Story = {
  render: () => (
    <div>
      <Section
        title="Neutrals"
        description="Ink: page backgrounds, surfaces, text and borders in both themes."
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 8 }}>
          <Swatch color={palette.white} name="white" value={palette.white} />
          {Object.entries(palette.ink).map(([step, value]) => (
            <Swatch key={step} color={value} name={`ink.${step}`} value={value} />
          ))}
          <Swatch color={palette.black} name="black" value={palette.black} />
        </div>
      </Section>
      {(['indigo', 'red', 'green', 'amber', 'sky'] as const).map((hue) => (
        <Section
          key={hue}
          title={hue[0]!.toUpperCase() + hue.slice(1)}
          description={
            {
              indigo: 'Brand: the electric indigo of the bright lane.',
              red: 'Critical: errors and destructive actions.',
              green: 'Positive: success.',
              amber: 'Caution: warnings.',
              sky: 'Info: neutral notices.',
            }[hue]
          }
        >
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)', gap: 8 }}>
            {Object.entries(palette[hue]).map(([step, value]) => (
              <Swatch key={step} color={value} name={`${hue}.${step}`} value={value} />
            ))}
          </div>
        </Section>
      ))}
    </div>
  ),
};

type ColorRole = keyof Theme['light']['color'];
const tones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;
const baseRoles: ColorRole[] = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'textSubtle',
  'border',
  'borderStrong',
  'overlay',
  'focusRing',
];
const onRole = (tone: (typeof tones)[number]) =>
  `on${tone[0]!.toUpperCase()}${tone.slice(1)}` as ColorRole;
const toneRoles = (tone: (typeof tones)[number]): ColorRole[] =>
  [
    tone,
    `${tone}Hover`,
    `${tone}Active`,
    `${tone}Soft`,
    `${tone}SoftHover`,
    `${tone}Text`,
    onRole(tone),
  ] as ColorRole[];

function RoleRow({ role, value }: { role: ColorRole; value: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <div
        style={{
          width: 28,
          height: 28,
          flexShrink: 0,
          borderRadius: 6,
          background: vars.color[role],
          border: `1px solid ${vars.color.borderStrong}`,
        }}
      />
      <div style={{ display: 'grid', minWidth: 0 }}>
        <Text as="span" size="xs" weight="semibold" truncate>
          {role}
        </Text>
        <Text as="span" size="xs" variant="muted" style={mono} truncate>
          {value}
        </Text>
      </div>
    </div>
  );
}

/** Text on its tone's solid and soft backgrounds: the pairs components use, checked by axe. */
function TonePairs({ tone }: { tone: (typeof tones)[number] }) {
  const chip: CSSProperties = {
    padding: '2px 8px',
    borderRadius: 6,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  };
  return (
    <div style={{ display: 'flex', gap: 6 }}>
      <span
        style={{ ...chip, background: vars.color[tone], color: vars.color[onRole(tone)] }}
      >{`on${tone[0]!.toUpperCase()}${tone.slice(1)}`}</span>
      <span
        style={{
          ...chip,
          background: vars.color[`${tone}Soft` as ColorRole],
          color: vars.color[`${tone}Text` as ColorRole],
        }}
      >{`${tone}Text`}</span>
    </div>
  );
}

function ThemeColumn({
  scope,
  title,
  tokens,
}: {
  scope: string;
  title: string;
  tokens: Theme['light'];
}) {
  const group = (label: string, roles: ColorRole[], extra?: ReactNode) => (
    <div
      style={{
        display: 'grid',
        gap: 8,
        padding: 12,
        borderRadius: 10,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
      }}
    >
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
      >
        <Text as="span" size="sm" weight="semibold">
          {label}
        </Text>
        {extra}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
        {roles.map((role) => (
          <RoleRow key={role} role={role} value={tokens.color[role]} />
        ))}
      </div>
    </div>
  );
  return (
    <div
      className={scope}
      style={{
        display: 'grid',
        gap: 12,
        alignContent: 'start',
        padding: 16,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {group('Surfaces, text and lines', baseRoles)}
      {tones.map((tone) => (
        <div key={tone}>{group(tone, toneRoles(tone), <TonePairs tone={tone} />)}</div>
      ))}
    </div>
  );
}

/**
 * Tier 2 → 3: every semantic colour role (`vars.color`) with its value in the light theme and
 * in the dark theme, side by side in nested theme scopes, so one screenshot shows both.
 */
export const SemanticColors: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      <ThemeColumn scope={lightTheme} title="Light theme" tokens={brandOf(globals).light} />
      <ThemeColumn scope={darkTheme} title="Dark theme" tokens={brandOf(globals).dark} />
    </div>
  ),
};

const sample = 'Custom websites, built in Melbourne';

function TokenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const cell: CSSProperties = {
    padding: '8px 12px',
    borderBottom: `1px solid ${vars.color.border}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  };
  return (
    <table
      style={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
        background: vars.color.surface,
        borderRadius: 8,
        overflow: 'hidden',
        fontSize: vars.fontSize.sm,
      }}
    >
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
        <Text as="span" size="sm" variant="muted">
          {caption}
        </Text>
      </caption>
      {/* Fixed columns, so every table on the page lines up with the others. */}
      <colgroup>
        <col style={{ width: 180 }} />
        <col style={{ width: 300 }} />
        <col />
      </colgroup>
      <thead>
        <tr>
          {head.map((h) => (
            <th
              key={h}
              scope="col"
              style={{
                ...cell,
                color: vars.color.textMuted,
                fontWeight: vars.fontWeight.semibold,
                background: vars.color.surfaceSunken,
              }}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td
                key={j}
                style={{ ...cell, color: vars.color.text, ...(j === 0 || j === 1 ? mono : {}) }}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type scale (`vars.fontSize`), weights, line heights and families. */
export const Typography: Story = {
  render: (_args, { globals }) => {
    const t = brandOf(globals).light;
    return (
      <div>
        <Section
          title="Type scale"
          description="Text uses xs–xl; Heading uses md–xxxl and display (fluid, for heroes)."
        >
          <TokenTable
            caption="vars.fontSize"
            head={['Token', 'Value', 'Sample']}
            rows={(Object.keys(t.fontSize) as (keyof typeof t.fontSize)[]).map((key) => [
              key,
              t.fontSize[key],
              <span
                key={key}
                style={{
                  fontSize: vars.fontSize[key],
                  lineHeight: vars.lineHeight.tight,
                  fontFamily: vars.font.body,
                }}
              >
                {sample}
              </span>,
            ])}
          />
        </Section>
        <Section title="Weights and line heights">
          <TokenTable
            caption="vars.fontWeight"
            head={['Token', 'Value', 'Sample']}
            rows={(Object.keys(t.fontWeight) as (keyof typeof t.fontWeight)[]).map((key) => [
              key,
              t.fontWeight[key],
              <span
                key={key}
                style={{ fontWeight: vars.fontWeight[key], fontSize: vars.fontSize.lg }}
              >
                {sample}
              </span>,
            ])}
          />
          <TokenTable
            caption="vars.lineHeight"
            head={['Token', 'Value', 'Sample']}
            rows={(Object.keys(t.lineHeight) as (keyof typeof t.lineHeight)[]).map((key) => [
              key,
              t.lineHeight[key],
              <span
                key={key}
                style={{ display: 'block', maxWidth: 360, lineHeight: vars.lineHeight[key] }}
              >
                Two lines of text show how much room the line height leaves between them.
              </span>,
            ])}
          />
        </Section>
        <Section
          title="Families"
          description="Inter Variable is self-hosted from the package, so no request leaves the site."
        >
          <TokenTable
            caption="vars.font"
            head={['Token', 'Value', 'Sample']}
            rows={(Object.keys(t.font) as (keyof typeof t.font)[]).map((key) => [
              key,
              <span
                key={key}
                style={{
                  display: 'block',
                  maxWidth: 280,
                  whiteSpace: 'normal',
                  fontSize: vars.fontSize.xs,
                }}
              >
                {t.font[key]}
              </span>,
              <span
                key={`${key}-s`}
                style={{ fontFamily: vars.font[key], fontSize: vars.fontSize.lg }}
              >
                {key === 'mono' ? 'JBSWY3DPEHPK3PXP' : sample}
              </span>,
            ])}
          />
        </Section>
      </div>
    );
  },
};

/** The space scale (`vars.space`), used for padding and gaps by every component. */
export const Spacing: Story = {
  render: (_args, { globals }) => {
    const t = brandOf(globals).light;
    return (
      <Section
        title="Space"
        description="One scale for padding, gaps and margins. Layout primitives take these names."
      >
        <TokenTable
          caption="vars.space"
          head={['Token', 'Value', 'Size']}
          rows={(Object.keys(t.space) as (keyof typeof t.space)[]).map((key) => [
            key,
            `${t.space[key]} (${parseFloat(t.space[key]) * 16}px)`,
            <div key={key} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <div
                style={{
                  width: vars.space[key],
                  height: 16,
                  borderRadius: 2,
                  background: vars.color.brand,
                }}
              />
              <div style={{ width: 1, height: 24, background: vars.color.borderStrong }} />
            </div>,
          ])}
        />
      </Section>
    );
  },
};

/** Corner radii (`vars.radius`) and elevation (`vars.shadow`). */
export const RadiusAndShadows: Story = {
  name: 'Radius & Shadows',
  render: (_args, { globals }) => {
    const t = brandOf(globals).light;
    const tile: CSSProperties = {
      display: 'grid',
      placeItems: 'center',
      alignContent: 'center',
      gap: 2,
      height: 96,
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
    };
    return (
      <div>
        <Section title="Radius">
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16 }}>
            {(Object.keys(t.radius) as (keyof typeof t.radius)[]).map((key) => (
              <div key={key} style={{ ...tile, borderRadius: vars.radius[key] }}>
                <Text as="span" size="sm" weight="semibold">
                  {key}
                </Text>
                <Text as="span" size="xs" variant="muted" style={mono}>
                  {t.radius[key]}
                </Text>
              </div>
            ))}
          </div>
        </Section>
        <Section
          title="Shadows"
          description="Darker and denser in the dark theme, where light surfaces cannot lift off the page."
        >
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(4, 1fr)',
              gap: 32,
              padding: '8px 8px 48px',
            }}
          >
            {(Object.keys(t.shadow) as (keyof typeof t.shadow)[]).map((key) => (
              <div
                key={key}
                style={{
                  ...tile,
                  border: `1px solid ${vars.color.border}`,
                  borderRadius: vars.radius.lg,
                  background: vars.color.surfaceRaised,
                  boxShadow: vars.shadow[key],
                }}
              >
                <Text as="span" size="sm" weight="semibold">
                  {key}
                </Text>
              </div>
            ))}
          </div>
        </Section>
      </div>
    );
  },
};

/** Motion, focus, z-index layers and fixed sizes: values without a visual swatch. */
export const MotionAndZIndex: Story = {
  name: 'Motion & zIndex',
  render: (_args, { globals }) => {
    const t = brandOf(globals).light;
    const describe: Record<string, string> = {
      durationFast: 'Hover and press feedback',
      durationNormal: 'Toggles, fades, small movements',
      durationSlow: 'Panels and sidebars sliding in',
      easingStandard: 'Most transitions',
      easingEmphasized: 'Playful overshoot (toggle thumbs, icons)',
      base: 'Page content',
      raised: 'Sticky elements inside content',
      nav: 'The fixed navigation bar',
      sidebar: 'The slide-in sidebar',
      overlay: 'The dimming overlay behind dialogs',
      modal: 'Dialogs',
      popover: 'Popups, menus, tooltips',
      toast: 'Toasts, above everything',
      width: 'Focus ring thickness',
      offset: 'Gap between element and ring',
      navHeight: 'Navigation bar (docs/product/spec.md §9)',
      navHeightShrunk: 'Navigation bar once scrolled',
      modalMaxWidth: 'Dialogs at most this wide',
      contentMaxWidth: 'Container default width',
      controlSm: 'Small control height',
      controlMd: 'Default control height',
      controlLg: 'Large control height',
    };
    const rows = <G extends 'motion' | 'zIndex' | 'focus' | 'size'>(group: G) =>
      Object.entries(t[group]).map(([key, value]) => [key, value, describe[key] ?? '']);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <TokenTable
          caption="vars.motion — reduced motion shortens every transition to ~0 globally"
          head={['Token', 'Value', 'Use']}
          rows={rows('motion')}
        />
        <TokenTable
          caption="vars.zIndex — layers, lowest first"
          head={['Token', 'Value', 'Use']}
          rows={rows('zIndex')}
        />
        <TokenTable caption="vars.focus" head={['Token', 'Value', 'Use']} rows={rows('focus')} />
        <TokenTable caption="vars.size" head={['Token', 'Value', 'Use']} rows={rows('size')} />
      </div>
    );
  },
};
