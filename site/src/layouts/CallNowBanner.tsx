import { Banner, Button } from '@brightlane/ui';
import { brand } from '../brand.ts';
import * as styles from './CallNowBanner.css.ts';

/**
 * The banner's id. It is the layout's last element, so site/index.html names it in
 * `<link rel="expect" blocking="render">`: no first paint before the whole layout is read.
 */
export const CALL_NOW_ID = 'call-now';

/** The mobile bottom-left 'Call Now' banner (SPEC.md §2); CSS shows it at ≤768 px only. */
export function CallNowBanner() {
  return (
    <aside id={CALL_NOW_ID} aria-label="Call us" className={styles.wrapper}>
      <Banner
        variant="floating"
        tone="brand"
        icon={<PhoneIcon />}
        title={brand.banner.callTitle}
        action={
          <Button asChild size="sm">
            <a href={`tel:${brand.phone.tel}`}>{brand.banner.callNow}</a>
          </Button>
        }
      >
        {brand.phone.display}
      </Banner>
    </aside>
  );
}

function PhoneIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.9.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
    </svg>
  );
}
