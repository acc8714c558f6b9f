import { clsx } from 'clsx';
import { Slot } from '@radix-ui/react-slot';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { externalIcon, forcedFocus, link, newTabNote } from './Link.css.ts';

export const linkTones = ['brand', 'neutral', 'muted', 'critical', 'inherit'] as const;
export const linkUnderlines = ['always', 'hover'] as const;
/** States a story can force statically, since :hover cannot be screenshotted. */
export const linkForcedStates = ['hover', 'focus'] as const;

export type LinkTone = (typeof linkTones)[number];
export type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends ComponentProps<'a'> {
  /**
   * Colour: brand (default), neutral (body text, brand on hover), muted (secondary, e.g.
   * footers), critical, inherit (takes the surrounding colour, e.g. on a banner).
   */
  tone?: LinkTone;
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
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof linkForcedStates)[number];
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
  underline,
  asChild = false,
  newTabLabel = '(opens in a new tab)',
  forceState,
  className,
  target,
  rel,
  children,
  ...rest
}: LinkProps) {
  const classes = clsx(
    link({ tone, underline }),
    forceState === 'focus' ? forcedFocus : undefined,
    className,
  );
  const shared = {
    className: classes,
    target,
    rel: relFor(target, rel),
    'data-force-state': forceState === 'hover' ? 'hover' : undefined,
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
