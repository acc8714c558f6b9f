import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@brightlane/ui';
import * as styles from './settings.css.ts';

export interface SettingsSectionProps {
  /** The card's heading (h2 under the page's h1); also the section's accessible name. */
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page: a `<section>` named by its heading, so it is a landmark. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card asChild className={styles.card}>
      <section aria-labelledby={headingId}>
        <div className={styles.cardHeader}>
          <Heading level={2} size="lg" id={headingId}>
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
    </Card>
  );
}
