import { Link } from 'react-router-dom';
import { Button } from '@brightlane/ui';
import { brand } from '../../brand.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './home.css.ts';

/** The home page's copy (SPEC.md §1, §2 "Home"); exact strings are asserted by tests. */
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
} as const;

/** `/` — the hero for now; the feature cards, price widget and free-quote form follow (public-site issue). */
export function Component() {
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
