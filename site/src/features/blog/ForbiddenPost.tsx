import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Text } from '@brightlane/ui';
import { postFormCopy as copy } from './authoringCopy.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * Someone else's published post at /blog/edit/{id} or /blog/delete/{id}: the API answered 403,
 * so the page says so in words instead of a form that could never be saved.
 */
export function ForbiddenPost() {
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.forbiddenTitle}</Heading>
          <Text variant="muted">{copy.forbiddenText}</Text>
        </div>
      </header>
      <Button asChild variant="outline" tone="neutral">
        <RouterLink to="/blog">{copy.backToBlog}</RouterLink>
      </Button>
    </div>
  );
}
