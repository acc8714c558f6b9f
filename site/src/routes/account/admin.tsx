import { useCallback, useEffect, useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { Gauge } from 'lucide-react';
import { leadKinds, sitePaths, type LeadKind } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import {
  Badge,
  Banner,
  Heading,
  Link,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  Toaster,
  visuallyHidden,
} from '@brightlane/ui';
import { fetchLeads } from '../../features/admin/api.ts';
import { inboxCopy } from '../../features/admin/copy.ts';
import {
  readInboxParams,
  writeInboxParams,
  type InboxParams,
} from '../../features/admin/inboxParams.ts';
import { LeadsPanel } from '../../features/admin/LeadsPanel.tsx';
import { LEAD_HANDLED_FORM, type InboxPageData } from '../../features/admin/postedForms.ts';
import { requireStaff } from '../../features/auth/guard.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import { serverApi } from '../../forms/serverApi.ts';
import { useSearchParamsChange } from '../../hooks/useSearchParamsChange.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './admin.css.ts';

/**
 * Staff only (features/auth/guard.ts `requireStaff`). Rendered per request, the page holds the
 * list of its address and the tabs' open counts, read on the server as this visitor (that code
 * loads there only); in the browser the inbox asks for them itself.
 */
export function loader(args: LoaderFunctionArgs): Promise<InboxPageData> {
  if (!serverApi(args.context)) return requireStaff(args);
  return import('../../features/admin/actions.ts').then((inbox) => inbox.inboxPage(args));
}

/** This page's head (routing/page.ts): anyone signed in but staff gets the not-found page's. */
export const meta: MetaSource = ({ data }) => ({
  title: titleWithBrand(data ? inboxCopy.title : notFoundCopy.title),
  noindex: true,
});

/** A row's Handled form posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/admin/actions.ts').then((inbox) => inbox.inboxAction(args));

/**
 * `/admin`: the staff inbox. The site mounts no Toaster, so the page brings its own. Where the
 * code does not run, the kinds are links, the pages are links and each row's Handled switch is
 * sent by its 'Save' button; the search and the Show filter wait for the code.
 */
export function Component() {
  return (
    <Toaster>
      <StaffInbox />
    </Toaster>
  );
}

type OpenCounts = Partial<Record<LeadKind, number>>;

function StaffInbox() {
  const served = useLoaderData() as InboxPageData | undefined;
  const [searchParams] = useSearchParams();
  const params = readInboxParams(searchParams);
  const changeSearch = useSearchParamsChange();
  const [openCounts, setOpenCounts] = useState<OpenCounts>(() => served?.openCounts ?? {});
  const failedSave = usePostedForm(LEAD_HANDLED_FORM)?.generalError;

  // The tabs' open counts: the shown kind's comes with its list; the others are asked once
  // (unless the server's page brought them).
  const [firstKind] = useState(params.kind);
  const [servedCounts] = useState(() => served?.openCounts ?? {});
  useEffect(() => {
    let live = true;
    for (const kind of leadKinds) {
      if (kind === firstKind || servedCounts[kind] !== undefined) continue;
      fetchLeads(kind).then(
        ({ open }) => {
          if (live) setOpenCounts((counts) => ({ [kind]: open, ...counts }));
        },
        () => {
          /* no count on the tab; its list says what failed when opened */
        },
      );
    }
    return () => {
      live = false;
    };
  }, [firstKind, servedCounts]);

  const onOpenCount = useCallback((kind: LeadKind, open: number) => {
    setOpenCounts((counts) => ({ ...counts, [kind]: open }));
  }, []);
  const onOpenChange = useCallback((kind: LeadKind, delta: number) => {
    setOpenCounts((counts) =>
      counts[kind] === undefined
        ? counts
        : { ...counts, [kind]: Math.max(0, counts[kind] + delta) },
    );
  }, []);

  const change = useCallback(
    (next: Partial<InboxParams>, options?: { replace?: boolean }) => {
      changeSearch((current) => writeInboxParams({ ...readInboxParams(current), ...next }), {
        replace: options?.replace,
      });
    },
    [changeSearch],
  );

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <Heading level={1}>{inboxCopy.title}</Heading>
        <Text variant="muted">{inboxCopy.lead}</Text>
        <Link asChild underline="hover" className={styles.vitalsLink}>
          <RouterLink to={sitePaths.adminVitals}>
            <Gauge size={16} aria-hidden="true" />
            Web vitals and errors
          </RouterLink>
        </Link>
      </header>
      {failedSave ? <Banner tone="critical" title={failedSave} className={styles.notice} /> : null}
      {/* Where the code does not run, the tabs cannot switch: the kinds are links instead. */}
      <nav aria-label={inboxCopy.tabsLabel} className={styles.kindLinks}>
        {leadKinds.map((kind) => (
          <Link
            key={kind}
            href={`?${writeInboxParams({ ...params, kind, page: 1 })}`}
            aria-current={kind === params.kind ? 'page' : undefined}
            underline={kind === params.kind ? 'always' : 'hover'}
          >
            {inboxCopy.kinds[kind]}
            {openCounts[kind] !== undefined ? ` (${inboxCopy.openCount(openCounts[kind])})` : null}
          </Link>
        ))}
      </nav>
      <Tabs
        className={styles.tabs}
        value={params.kind}
        // A tab loads its list: only on Enter, Space or a click, not while arrowing past it.
        activationMode="manual"
        onValueChange={(value) => change({ kind: value as LeadKind, page: 1 })}
      >
        <TabsList
          aria-label={inboxCopy.tabsLabel}
          className={`${styles.tabList} ${styles.tabListWithoutScript}`}
        >
          {leadKinds.map((kind) => {
            const open = openCounts[kind];
            return (
              <TabsTrigger key={kind} value={kind}>
                {inboxCopy.kinds[kind]}
                {open !== undefined ? (
                  <>
                    <Badge
                      count={open}
                      size="sm"
                      tone={open > 0 ? 'brand' : 'neutral'}
                      aria-hidden="true"
                    />
                    <span className={visuallyHidden}>, {inboxCopy.openCount(open)}</span>
                  </>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {leadKinds.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {kind === params.kind ? (
              <LeadsPanel
                kind={kind}
                params={params}
                served={served?.list}
                failed={served?.failed}
                onParamsChange={change}
                onOpenCount={onOpenCount}
                onOpenChange={onOpenChange}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
