import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Gauge } from 'lucide-react';
import { leadKinds, sitePaths, type LeadKind } from '@brightlane/contract';
import {
  Badge,
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
import { requireStaff, type StaffLoaderData } from '../../features/auth/guard.ts';
import { useSearchParamsChange } from '../../hooks/useSearchParamsChange.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './admin.css.ts';

/** Staff only (features/auth/guard.ts `requireStaff`). */
export function loader(args: LoaderFunctionArgs): Promise<StaffLoaderData> {
  return requireStaff(args);
}

/** `/admin`: the staff inbox. The site mounts no Toaster, so the page brings its own. */
export function Component() {
  return (
    <Toaster>
      <StaffInbox />
    </Toaster>
  );
}

type OpenCounts = Partial<Record<LeadKind, number>>;

function StaffInbox() {
  const [searchParams] = useSearchParams();
  const params = readInboxParams(searchParams);
  const changeSearch = useSearchParamsChange();
  const [openCounts, setOpenCounts] = useState<OpenCounts>({});

  // The tabs' open counts: the shown kind's comes with its list; the others are asked once.
  const [firstKind] = useState(params.kind);
  useEffect(() => {
    let live = true;
    for (const kind of leadKinds) {
      if (kind === firstKind) continue;
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
  }, [firstKind]);

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
      <Tabs
        className={styles.tabs}
        value={params.kind}
        // A tab loads its list: only on Enter, Space or a click, not while arrowing past it.
        activationMode="manual"
        onValueChange={(value) => change({ kind: value as LeadKind, page: 1 })}
      >
        <TabsList aria-label={inboxCopy.tabsLabel} className={styles.tabList}>
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
