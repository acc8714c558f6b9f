// A phone leaves room for the form (docs/decisions/038-small-screens-and-popups.md): the
// floating 'Talk to us · Call Now' pill steps aside while a field has focus or the page scrolls
// down, and the sales strip above the bar keeps to one line.
import type { Locator, Page } from 'playwright-core';
import { openPage } from './browser.ts';

const pillOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Call us' }).locator('[data-placement="floating"]');

/** Whether the pill is out of sight, or at least off the field's box. */
async function pillClearOf(pill: Locator, field: Locator): Promise<boolean> {
  if (!(await pill.isVisible())) return true;
  const [a, b] = await Promise.all([pill.boundingBox(), field.boundingBox()]);
  if (!a || !b) return true;
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  // Once the slide is over: a pill still moving is neither here nor there.
  const settled = await pill.evaluate((el) => el.getAnimations().length === 0);
  return apart && settled;
}

describe('phone layout', () => {
  it.each(['light', 'dark'] as const)(
    'given /contact at 375 px (%s), should leave the focused Email field uncovered and bring the pill back on blur',
    async (theme) => {
      const page = await openPage('/contact', { width: 375, theme, touch: true });
      const pill = pillOf(page);
      await pill.waitFor({ state: 'visible' });

      const email = page
        .getByRole('form', { name: 'Send Us a Message' })
        .getByRole('textbox', { name: 'Email' });
      // Where the pill sat over it before: the field at the bottom of the screen.
      await email.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => window.scrollBy(0, -8));
      await email.tap();
      await expect(email.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect.poll(() => pillClearOf(pill, email), { timeout: 5_000 }).toBe(true);
      // Out of sight is out of reach too: no tap, no Tab stop.
      await expect(pill.isVisible()).resolves.toBe(false);

      // Focus leaves the fields (a tap on the page's heading): the pill comes back.
      await page.getByRole('heading', { level: 1 }).tap();
      await pill.waitFor({ state: 'visible' });
    },
  );

  it('given a phone scrolling down then up, should hide the pill and bring it back', async () => {
    const page = await openPage('/', { width: 375, touch: true });
    const pill = pillOf(page);
    await pill.waitFor({ state: 'visible' });
    await page.mouse.wheel(0, 600);
    await pill.waitFor({ state: 'hidden' });
    await page.mouse.wheel(0, -300);
    await pill.waitFor({ state: 'visible' });
  });

  it('given reduced motion, should step aside in place rather than slide', async () => {
    const page = await openPage('/contact', { width: 375, touch: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pill = pillOf(page);
    await pill.waitFor({ state: 'visible' });
    await page
      .getByRole('form', { name: 'Send Us a Message' })
      .getByRole('textbox', { name: 'Name' })
      .tap();
    await pill.waitFor({ state: 'hidden' });
    const style = await pill.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { transform: computed.transform, duration: computed.transitionDuration };
    });
    // The site's reduced-motion rule leaves a transition of 0.01 ms at most: no travel.
    expect(style.transform).toBe('none');
    expect(parseFloat(style.duration)).toBeLessThanOrEqual(0.00001);
  });

  it.each([375, 412])(
    'given a %i px phone, should show the sales strip on one line with the number, the e-mail and Contact Sale',
    async (width) => {
      const page = await openPage('/', { width, touch: true });
      const sales = page.getByRole('complementary', { name: 'Sales' });
      const phone = sales.getByRole('link', { name: '(03) 5550 1234' });
      const mail = sales.getByRole('link', { name: 'sales@brightlane.example' });
      const contact = sales.getByRole('link', { name: 'Contact Sale' });
      await expect(phone.getAttribute('href')).resolves.toBe('tel:+61355501234');
      await expect(mail.getAttribute('href')).resolves.toBe('mailto:sales@brightlane.example');
      await expect(contact.getAttribute('href')).resolves.toBe('/contact');

      const boxes = await Promise.all(
        [sales.getByText('Sales:'), phone, mail, contact].map(async (part) => {
          const box = await part.boundingBox();
          if (!box) throw new Error('a part of the sales strip is not shown');
          return box;
        }),
      );
      // One line: every part's middle at the same height, and each tap target a finger's size.
      const middles = boxes.map((box) => box.y + box.height / 2);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
      for (const box of boxes.slice(2)) expect(box.height).toBeGreaterThanOrEqual(24);
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
      const strip = await sales.boundingBox();
      expect(strip?.height).toBeLessThanOrEqual(52);
    },
  );
});
