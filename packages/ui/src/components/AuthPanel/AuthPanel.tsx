import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './AuthPanel.css.ts';

export const authPanelPlacements = ['page', 'popup'] as const;

export interface AuthPanelProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The heading, e.g. 'Welcome Back'. Names the section (aria-labelledby). */
  title: ReactNode;
  /** A line under the heading, e.g. 'Enter your email to receive a reset link'. */
  description?: ReactNode;
  /** Heading level: 1 on a full page (default for placement 'page'), 2 in a popup (default for 'popup'). */
  headingLevel?: 1 | 2 | 3;
  /** A decorative icon above the heading (e.g. lucide MailCheck on 'Check Your Email'); aria-hidden. */
  icon?: ReactNode;
  /** Below the body, centred and muted: e.g. "Don't have an account? Sign Up". */
  footer?: ReactNode;
  /**
   * 'page' (default): a centred card surface, at most 440 px wide, generous padding, full
   * width with smaller padding at ≤768 px. 'popup': no surface of its own (the Popup draws
   * it), fills the popup's width, compact spacing.
   */
  placement?: (typeof authPanelPlacements)[number];
  /** The body: the form or the message and its actions. */
  children?: ReactNode;
}

/**
 * The frame of the account screens (sign in, create account, reset password, 'Check Your
 * Email', 'Ready to Leave?'), on a full page or inside a navigation popup. It owns the
 * heading, description, icon and footer; the page composes the form into it. The section is
 * named by its heading, so it is a region landmark a screen-reader user can jump to.
 */
export function AuthPanel({
  title,
  description,
  headingLevel,
  icon,
  footer,
  placement = 'page',
  children,
  className,
  ...rest
}: AuthPanelProps) {
  const headingId = useId();
  // A page has one h1; inside a popup the page already has its own, so the panel nests below it.
  const level = headingLevel ?? (placement === 'page' ? 1 : 2);
  return (
    <section
      aria-labelledby={headingId}
      data-placement={placement}
      className={clsx(styles.root({ placement }), className)}
      {...rest}
    >
      <div className={styles.header({ placement })}>
        {icon ? (
          <span aria-hidden="true" className={styles.icon({ placement })}>
            {icon}
          </span>
        ) : null}
        <Heading
          level={level}
          id={headingId}
          size={placement === 'page' ? 'xxl' : 'xl'}
          align="center"
        >
          {title}
        </Heading>
        {description ? <p className={styles.description({ placement })}>{description}</p> : null}
      </div>
      {children ? <div className={styles.body({ placement })}>{children}</div> : null}
      {footer ? <div className={styles.footer({ placement })}>{footer}</div> : null}
    </section>
  );
}
