import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { isPlainClick } from '../../events/plainClick.ts';
import * as styles from './Pagination.css.ts';

export const paginationSizes = ['sm', 'md'] as const;
export type PaginationSize = (typeof paginationSizes)[number];

/** The default status text: 'Page 3 of 5'. */
export function defaultPageLabel(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The current page, 1-based. Clamped to 1…pageCount. */
  page: number;
  /** How many pages there are. 0 (no results) is shown as one page. */
  pageCount: number;
  /**
   * Called with the page to go to when Previous or Next is pressed. In link mode (`getHref`)
   * it is called too, before the browser follows the link (e.g. to scroll to the top).
   */
  onPageChange?: (page: number) => void;
  /**
   * Link mode: the URL of a page (e.g. `(p) => '?page=' + p`). Previous and Next render as
   * links, so the current page lives in the URL and works without JavaScript.
   */
  getHref?: (page: number) => string;
  /**
   * Link mode in an app with its own router: a plain click on Previous or Next (the main button,
   * no modifier key) calls `navigate` with the link's URL instead of the browser loading it;
   * a click for a new tab or window stays the browser's, and without JavaScript the links work
   * as links.
   */
  navigate?: (href: string) => void;
  /** Shown at the start, e.g. '42 results'. */
  totalLabel?: ReactNode;
  /** Accessible name of the navigation landmark. Default 'Pagination'. */
  label?: string;
  /** Text of the previous-page control. Default 'Previous'. */
  previousLabel?: ReactNode;
  /** Text of the next-page control. Default 'Next'. */
  nextLabel?: ReactNode;
  /** The current-page text, announced politely when it changes. Default 'Page 3 of 5'. */
  pageLabel?: (page: number, pageCount: number) => ReactNode;
  /** Button height: sm 32 px, md 40 px (default). */
  size?: PaginationSize;
}

/**
 * Previous / Next paging for a list or table, with the current page as text ('Page 3 of 5')
 * in a polite live region. Buttons call `onPageChange`; with `getHref` they are links.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  navigate,
  totalLabel,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = defaultPageLabel,
  size = 'md',
  className,
  ...rest
}: PaginationProps) {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const control = (target: number, atEnd: boolean, rel: 'prev' | 'next', children: ReactNode) => {
    const icon =
      rel === 'prev' ? (
        <ChevronLeft size={16} aria-hidden="true" />
      ) : (
        <ChevronRight size={16} aria-hidden="true" />
      );
    const content =
      rel === 'prev' ? (
        <>
          {icon}
          {children}
        </>
      ) : (
        <>
          {children}
          {icon}
        </>
      );
    const common = { variant: 'outline', tone: 'neutral', size } as const;

    if (getHref) {
      return (
        <Button {...common} asChild>
          {atEnd ? (
            // An <a> without href is the HTML placeholder for a link that could be here: not
            // focusable, goes nowhere. role="link" with aria-disabled keeps it announced as a
            // link that is unavailable, so the two ends read the same as the middle pages.
            // eslint-disable-next-line jsx-a11y/anchor-is-valid
            <a role="link" aria-disabled="true">
              {content}
            </a>
          ) : (
            <a
              href={getHref(target)}
              rel={rel}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                onPageChange?.(target);
                if (navigate && isPlainClick(event)) {
                  event.preventDefault();
                  navigate(event.currentTarget.getAttribute('href') ?? getHref(target));
                }
              }}
            >
              {content}
            </a>
          )}
        </Button>
      );
    }

    return (
      <Button
        {...common}
        // aria-disabled rather than disabled: pressing Next onto the last page must not drop
        // keyboard focus to <body>, which a newly disabled button would do.
        aria-disabled={atEnd || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (atEnd) {
            event.preventDefault();
            return;
          }
          onPageChange?.(target);
        }}
      >
        {content}
      </Button>
    );
  };

  return (
    <nav aria-label={label} className={clsx(styles.root, className)} {...rest}>
      {totalLabel !== undefined && totalLabel !== null ? (
        <span className={styles.total}>{totalLabel}</span>
      ) : null}
      <div className={styles.controls}>
        {control(current - 1, current <= 1, 'prev', previousLabel)}
        <span className={styles.status} aria-live="polite" aria-atomic="true">
          {pageLabel(current, count)}
        </span>
        {control(current + 1, current >= count, 'next', nextLabel)}
      </div>
    </nav>
  );
}
