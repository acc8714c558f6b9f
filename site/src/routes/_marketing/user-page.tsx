import { useParams } from 'react-router-dom';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Heading } from '@brightlane/ui';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** This page's head (routing/page.ts): the page's name as its title; never indexed. */
export const meta: MetaSource = ({ params }) => ({
  title: titleWithBrand(String(params.page ?? '')),
  noindex: true,
});

/**
 * `/{username}/{page}` — a visitor's page shows only its heading (docs/product/spec.md §2): the page's
 * name as written in the address, e.g. /maria/portfolio → 'portfolio'. Rendered per request
 * (routes.tsx), so it shows before and without the page's code.
 */
export function Component() {
  const { page = '' } = useParams();
  return (
    <section className={layout.container}>
      <Heading level={1}>{page}</Heading>
    </section>
  );
}
