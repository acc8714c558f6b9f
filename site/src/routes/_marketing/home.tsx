import type { ActionFunctionArgs } from 'react-router-dom';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardDescription, CardTitle, Heading } from '@brightlane/ui';
import { brand, defaultSeo } from '@brightlane/contract/brand';
import { LayoutIcon, TrendingIcon, ZapIcon } from '../../features/marketing/icons.tsx';
import * as page from '../../features/marketing/page.css.ts';
import { FreeQuoteForm } from '../../features/leads/FreeQuoteForm.tsx';
import { PriceWidget } from '../../features/pricing/PriceWidget.tsx';
import { JsonLd } from '../../seo/JsonLd.tsx';
import { localBusiness } from '../../seo/structuredData.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './home.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The home page's copy (docs/product/spec.md §1, §2 "Home"); exact strings are asserted by tests. */
export const homeCopy = {
  eyebrow: 'Melbourne web design & development',
  title: 'Custom Website Design & Development in Melbourne',
  lead: 'Brightlane Digital designs and builds fast, accessible websites, online stores and web applications for businesses that want more from the web — tailored to your goals, built to grow with you.',
  primaryCta: 'Get a Free Quote',
  secondaryCta: 'Our Services',
  callPrompt: 'Prefer to talk? Call us on',
  highlights: [
    'Mobile-first and accessible',
    'SEO built in from day one',
    `We reply ${brand.support.replyPromise}`,
  ],
  features: {
    title: `Why ${brand.name}`,
    intro:
      'Websites that look the part, load fast and bring in business — built by a senior team that stays with you after launch.',
    items: [
      {
        title: 'Custom Design',
        icon: <LayoutIcon />,
        description:
          'Every site is designed from scratch around your brand and your customers. No templates, no lookalikes.',
      },
      {
        title: 'Fast & Responsive',
        icon: <ZapIcon />,
        description:
          'Mobile-first pages that load in a blink on any device and pass Core Web Vitals.',
      },
      {
        title: 'Built to Grow',
        icon: <TrendingIcon />,
        description:
          'SEO, analytics and a content editor from day one, so your site brings in leads and grows with you.',
      },
    ],
  },
  priceCta: 'Get a Free Quote',
  quote: {
    title: 'Request a Free Quote',
    intro: `Tell us a little about your project and we will reply ${brand.support.replyPromise} with an estimate — no obligation.`,
  },
} as const;

/**
 * `/` — hero, three feature cards, the price widget and the quote-request section with the
 * minimal free-quote form (docs/product/spec.md §2 "Home"), and the business as JSON-LD.
 */
export function Component() {
  return (
    <>
      <Hero />
      <Features />
      {/* The widget is its own section, labelled by its heading; this is only the band. */}
      <div className={page.sectionSunken}>
        <div className={layout.container}>
          <PriceWidget
            action={
              <Button asChild>
                <Link to="/contact">{homeCopy.priceCta}</Link>
              </Button>
            }
          />
        </div>
      </div>
      <QuoteRequest />
      <JsonLd data={localBusiness()} />
    </>
  );
}

function QuoteRequest() {
  const titleId = useId();
  return (
    <section className={page.section} aria-labelledby={titleId}>
      <div className={`${layout.container} ${styles.quoteGrid}`}>
        <div>
          <Heading level={2} id={titleId}>
            {homeCopy.quote.title}
          </Heading>
          <p className={page.sectionIntro}>{homeCopy.quote.intro}</p>
        </div>
        <Card variant="elevated" padding="lg">
          {/* '?index': this page is the index route of its layout (FreeQuoteForm's `action`). */}
          <FreeQuoteForm labelledBy={titleId} action="/?index" />
        </Card>
      </div>
    </section>
  );
}

function Features() {
  const titleId = useId();
  const { features } = homeCopy;
  return (
    <section className={page.section} aria-labelledby={titleId}>
      <div className={layout.container}>
        <Heading level={2} id={titleId}>
          {features.title}
        </Heading>
        <p className={page.sectionIntro}>{features.intro}</p>
        <ul className={page.grid[3]}>
          {features.items.map((feature) => (
            <li key={feature.title} className={page.gridItem}>
              <Card variant="elevated" className={page.fill}>
                <span className={page.iconTile}>{feature.icon}</span>
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription>{feature.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`${layout.container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.eyebrow}>{homeCopy.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {homeCopy.title}
          </h1>
          <p className={styles.lead}>{homeCopy.lead}</p>
          <div className={styles.actions}>
            <Button asChild size="lg">
              <Link to="/contact">{homeCopy.primaryCta}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" tone="neutral">
              <Link to="/services">{homeCopy.secondaryCta}</Link>
            </Button>
          </div>
          <p className={styles.call}>
            {homeCopy.callPrompt}{' '}
            <a className={styles.callLink} href={`tel:${brand.phone.tel}`}>
              {brand.phone.display}
            </a>
          </p>
          <ul className={styles.highlights}>
            {homeCopy.highlights.map((text) => (
              <li key={text} className={styles.highlight}>
                <Tick />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function Tick() {
  return (
    <svg
      className={styles.tick}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/** Decorative: a website in a browser window, drawn with boxes (no image to download). */
function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      <div className={styles.glow} />
      <div className={styles.browser}>
        <div className={styles.browserBar}>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.address} />
        </div>
        <div className={styles.page}>
          <div className={styles.bannerBlock} />
          <div className={styles.lines}>
            <span className={styles.line} style={{ width: '70%' }} />
            <span className={styles.line} style={{ width: '90%' }} />
            <span className={styles.line} style={{ width: '55%' }} />
          </div>
          <div className={styles.cards}>
            <span className={styles.card} />
            <span className={styles.card} />
            <span className={styles.card} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = { title: defaultSeo.title };

/**
 * The page's forms posted without JavaScript, each by its name (forms/postedForm.ts). Their code
 * loads when a post arrives, i.e. on the server only: the page's code in the browser never
 * downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/leads/actions.ts').then((forms) => forms.homePageAction(args));
