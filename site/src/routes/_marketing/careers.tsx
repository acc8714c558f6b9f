import { careerPositionLabels, careerPositions, type CareerPosition } from '@brightlane/contract';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@brightlane/ui';
import { useState } from 'react';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { useHydrated } from '../../app/useHydrated.ts';
import { useEverOpen } from '../../hooks/useEverOpen.ts';
import { CareersApplication } from '../../features/leads/CareersApplication.tsx';
import { applyPath } from '../../features/leads/careersSubmit.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './careers.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

interface Role {
  /** The tab's label. */
  tab: string;
  /** Where and how much. */
  meta: string;
  summary: string;
  duties: readonly string[];
  wanted: readonly string[];
}

/** The careers page's copy (docs/product/spec.md §2 "Careers"); exact strings are asserted by tests. */
export const careersCopy = {
  title: 'Careers',
  lead: `Join ${brand.name}: a small, senior team in ${brand.address.locality} building fast, accessible websites, online stores and cloud platforms for businesses across Australia.`,
  tabsLabel: 'Open positions',
  apply: 'Apply Now',
  dutiesTitle: 'What you will do',
  wantedTitle: 'What we look for',
  roles: {
    fulltime: {
      tab: 'Full-Time',
      meta: `${brand.address.display} · Full-time · Hybrid`,
      summary:
        'Design, build and ship client websites and web applications from the first sketch to launch, working directly with our designers and with clients.',
      duties: [
        'Build responsive, accessible front ends in React and TypeScript',
        'Develop APIs and integrations on Node.js and the cloud',
        'Review code and share what you know with the team',
        'Talk with clients to turn their goals into working software',
      ],
      wanted: [
        'Three or more years of professional web development',
        'Strong HTML, CSS and JavaScript/TypeScript',
        'Care for performance, accessibility and tests',
        'Clear written and spoken English',
      ],
    },
    parttime: {
      tab: 'Part-Time/Remote',
      meta: 'Remote (Australian time zones) · Part-time · Flexible hours',
      summary:
        'Take on well-defined features and client projects from home, on hours that suit you, with the same support and code reviews as the rest of the team.',
      duties: [
        'Build features and fixes for client websites and stores',
        'Turn designs into responsive, accessible pages',
        'Keep tasks and progress up to date for the team',
      ],
      wanted: [
        'Two or more years of web development',
        'Experience with React or a similar framework',
        'At least 15 hours a week, some of them during Melbourne business hours',
        'Reliable, self-directed and a good communicator',
      ],
    },
    sales: {
      tab: 'Sales',
      meta: `${brand.address.display} · Full-time · Base salary plus commission`,
      summary:
        'Help businesses find the right web solution: meet prospective clients, understand their goals and shape proposals with our designers and developers.',
      duties: [
        'Answer enquiries and qualify new leads',
        'Run discovery calls and present our work',
        'Prepare proposals and quotes with the delivery team',
        'Look after clients from first call to signed project',
      ],
      wanted: [
        'Two or more years in B2B sales, ideally digital services',
        'A genuine interest in the web and technology',
        'Confident presenting and negotiating',
        'A track record of meeting targets',
      ],
    },
  } satisfies Record<CareerPosition, Role>,
} as const;

/**
 * `/careers`: three tabs (fulltime, parttime, sales), each with its role and an 'Apply Now'
 * button that opens the application modal for that position (docs/product/spec.md §2, §4).
 *
 * Without JavaScript (docs/decisions/040-forms-post-to-the-server.md) tabs cannot switch and a
 * dialog cannot open, so: every role is on the page, one after the other, and each 'Apply Now'
 * is a link to that role's application page (`/careers/apply?position=…`, rendered per
 * request, whose form posts there). The server's render, and the render that hydrates it,
 * mount every panel (`forceMount` until `useHydrated`); after hydration the tabs mount only
 * the selected one, as before. So that a page whose code is on its way already looks like the
 * tabs (and nothing moves when the code takes over), CSS hides the unselected panels where
 * scripting is enabled, and the tab row where it is not (`@media (scripting: …)`,
 * careers.css.ts). The links are in a `<noscript>`, so a browser running scripts never has
 * them: its 'Apply Now' stays the button, pressed early or not (app/earlyInput.ts).
 */
export function Component() {
  const [tab, setTab] = useState<CareerPosition>('fulltime');
  const [applyingFor, setApplyingFor] = useState<CareerPosition>('fulltime');
  const [open, setOpen] = useState(false);
  const everOpen = useEverOpen(open);
  const hydrated = useHydrated();

  return (
    <>
      <PageHeader title={careersCopy.title} lead={careersCopy.lead} />
      <div className={`${layout.container} ${styles.body}`}>
        <Tabs value={tab} onValueChange={(value) => setTab(value as CareerPosition)}>
          <TabsList aria-label={careersCopy.tabsLabel} className={styles.tabs}>
            {careerPositions.map((position) => (
              <TabsTrigger key={position} value={position}>
                {careersCopy.roles[position].tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {careerPositions.map((position) => {
            const role = careersCopy.roles[position];
            const titleId = `careers-${position}-title`;
            return (
              <TabsContent
                key={position}
                value={position}
                forceMount={hydrated ? undefined : true}
                className={styles.panel}
                // Markup a scripted page never shows (tests/e2e/site.e2e.ts leaves it out when it
                // compares the served page with the hydrated one).
                data-without-scripting={!hydrated && position !== tab ? '' : undefined}
              >
                <article className={styles.role} aria-labelledby={titleId}>
                  <div className={styles.roleHeader}>
                    <div>
                      <h2 id={titleId} className={styles.roleTitle}>
                        {careerPositionLabels[position]}
                      </h2>
                      <p className={styles.roleMeta}>{role.meta}</p>
                    </div>
                    <Button
                      size="lg"
                      aria-describedby={titleId}
                      className={styles.whileScripted}
                      onClick={() => {
                        setApplyingFor(position);
                        setOpen(true);
                      }}
                    >
                      {careersCopy.apply}
                    </Button>
                    <noscript className={styles.noScriptApply}>
                      <Button asChild size="lg">
                        <a href={applyPath(position)} aria-describedby={titleId}>
                          {careersCopy.apply}
                        </a>
                      </Button>
                    </noscript>
                  </div>
                  <p className={styles.summary}>{role.summary}</p>
                  <div className={styles.lists}>
                    <div>
                      <h3 className={styles.listTitle}>{careersCopy.dutiesTitle}</h3>
                      <ul className={styles.list}>
                        {role.duties.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h3 className={styles.listTitle}>{careersCopy.wantedTitle}</h3>
                      <ul className={styles.list}>
                        {role.wanted.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </article>
              </TabsContent>
            );
          })}
        </Tabs>
      </div>
      {/* Mounted on the first 'Apply Now': a closed Radix dialog still sets its ids' state
          while the page hydrates, a second synchronous commit (decision 013). */}
      {everOpen ? (
        <CareersApplication position={applyingFor} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Careers'),
  description:
    'Join Brightlane Digital: full-time and part-time/remote developer roles and sales positions in Melbourne.',
};
