import { useParams } from 'react-router-dom';
import { Heading } from '@brightlane/ui';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * `/{username}/{page}` — a visitor's page shows only its heading (docs/product/spec.md §2): the page's
 * name as written in the address, e.g. /maria/portfolio → 'portfolio'.
 */
export function Component() {
  const { page = '' } = useParams();
  return (
    <section className={layout.container}>
      <Heading level={1}>{page}</Heading>
    </section>
  );
}
