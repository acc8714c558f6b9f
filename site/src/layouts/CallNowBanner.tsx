import { useSyncExternalStore } from 'react';
import { brand } from '@brightlane/contract/brand';
import { Banner, Button } from '@brightlane/ui';
import { useLayout } from './layoutContext.ts';
import * as styles from './CallNowBanner.css.ts';

/**
 * The banner's id. It is the layout's last element, so site/index.html names it in
 * `<link rel="expect" blocking="render">`: no first paint before the whole layout is read.
 */
export const CALL_NOW_ID = 'call-now';

/**
 * The mobile bottom-left 'Call Now' banner (docs/product/spec.md §2); CSS shows it at ≤768 px
 * only. It steps out of the way (docs/decisions/038-small-screens-and-popups.md): while a form
 * field has focus, so it never covers the field being filled or sits on the on-screen
 * keyboard, and while the visitor scrolls down; it comes back on blur and on a scroll up.
 */
export function CallNowBanner() {
  const away = useOutOfTheWay();
  return (
    <aside id={CALL_NOW_ID} aria-label="Call us" className={styles.wrapper}>
      <Banner
        placement="floating"
        tone="brand"
        icon={<PhoneIcon />}
        title={brand.banner.callTitle}
        className={styles.pill}
        data-away={away ? '' : undefined}
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

/** What opens a keyboard or a picker, or takes typing: where the pill must not sit. */
const FORM_FIELD =
  'input:not([type="button"], [type="submit"], [type="reset"], [type="image"], [type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"])';

const isFormField = (target: EventTarget | null) =>
  target instanceof Element && target.matches(FORM_FIELD);

/** Scroll movement below this (px) is a jitter, not a direction. */
const SCROLL_STEP = 8;

/**
 * Where the page stands, kept by the document's focus and scroll events: a form field has focus,
 * the page was last scrolled down. One set of listeners (there is one pill), attached while the
 * pill is on a phone.
 */
const page = { fieldFocused: false, scrolledDown: false, lastY: 0 };

function subscribeToPage(changed: () => void): () => void {
  const update = (next: Partial<typeof page>) => {
    const before = page.fieldFocused || page.scrolledDown;
    Object.assign(page, next);
    if ((page.fieldFocused || page.scrolledDown) !== before) changed();
  };
  const onFocusIn = (event: FocusEvent) => update({ fieldFocused: isFormField(event.target) });
  // Focus moving on to another field keeps the pill away; anywhere else brings it back.
  const onFocusOut = (event: FocusEvent) =>
    update({ fieldFocused: isFormField(event.relatedTarget) });
  const onScroll = () => {
    const y = window.scrollY;
    if (y <= 0) return update({ scrolledDown: false, lastY: 0 });
    if (Math.abs(y - page.lastY) < SCROLL_STEP) return;
    update({ scrolledDown: y > page.lastY, lastY: y });
  };
  // A field may have focus already (autofocus, or focused before the code ran).
  update({ fieldFocused: isFormField(document.activeElement), lastY: window.scrollY });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    window.removeEventListener('scroll', onScroll);
    Object.assign(page, { fieldFocused: false, scrolledDown: false });
  };
}

const subscribeToNothing = () => () => {};
const outOfTheWay = () => page.fieldFocused || page.scrolledDown;
/** The pre-rendered HTML shows the pill: no field has focus before the page has loaded. */
const inTheWay = () => false;

/**
 * True while a form field has focus or the page was last scrolled down (the pill then gives the
 * screen back); false again on blur and on a scroll up, or back at the top. Phones only (the
 * mobile flag): the pill is not shown wider, and nothing listens there.
 */
function useOutOfTheWay(): boolean {
  const { isMobile } = useLayout();
  return useSyncExternalStore(
    isMobile ? subscribeToPage : subscribeToNothing,
    isMobile ? outOfTheWay : inTheWay,
    inTheWay,
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
