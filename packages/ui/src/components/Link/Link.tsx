import { clsx } from 'clsx';
import { Slot } from '@radix-ui/react-slot';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Tone } from '../tones.ts';
import { externalIcon, link, newTabNote } from './Link.css.ts';

export const linkTones = ['brand', 'neutral', 'critical'] as const satisfies readonly Tone[];
export const linkVariants = ['default', 'muted', 'inherit'] as const;
export const linkUnderlines = ['always', 'hover'] as const;

export type LinkTone = (typeof linkTones)[number];
export type LinkVariant = (typeof linkVariants)[number];
export type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends ComponentProps<'a'> {
  /** Meaning: brand (default), neutral (body text, brand on hover), critical. */
  tone?: LinkTone;
  /**
   * Prominence, in place of the tone's colour when not `default`: muted (secondary, e.g.
   * footers and back links; the body text colour on hover), inherit (the surrounding colour,
   * e.g. on a banner).
   */
  variant?: LinkVariant;
  /**
   * `always` (default): underlined, required for links inside running text so they are not
   * told apart by colour alone. `hover`: underline on hover only, for navigation and lists.
   */
  underline?: LinkUnderline;
  /**
   * Style the single child element instead of rendering an `<a>`, e.g. a router link:
   * `<Link asChild><RouterLink to="/faq">FAQ</RouterLink></Link>`.
   */
  asChild?: boolean;
  /**
   * The words read after the link text when it opens a new tab (`target="_blank"`).
   * Default '(opens in a new tab)'; pass '' to omit when the text already says so.
   */
  newTabLabel?: string;
}

/** Joins the caller's rel tokens with the ones a new tab needs, without duplicates. */
function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  // noopener: the new page cannot reach back through window.opener (reverse tabnabbing);
  // noreferrer: the URL of this page is not leaked to the other site.
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * A text link. Links opening a new tab get `rel="noopener noreferrer"`, an icon and a
 * screen-reader note. Use `Button asChild` instead for a link that looks like a button.
 */
export function Link({
  tone,
  variant,
  underline,
  asChild = false,
  newTabLabel = '(opens in a new tab)',
  className,
  target,
  rel,
  children,
  ...rest
}: LinkProps) {
  const shared = {
    className: clsx(link({ tone, variant, underline }), className),
    target,
    rel: relFor(target, rel),
  };

  if (asChild) {
    return (
      <Slot {...shared} {...rest}>
        {children}
      </Slot>
    );
  }

  return (
    <a {...shared} {...rest}>
      {children}
      {target === '_blank' ? (
        <>
          <ExternalLink aria-hidden="true" className={externalIcon} />
          {newTabLabel ? <span className={newTabNote}>{newTabLabel}</span> : null}
        </>
      ) : null}
    </a>
  );
}
