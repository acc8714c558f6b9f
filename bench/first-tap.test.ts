import { firstTapCases, judgeFirstTap } from './first-tap.ts';
import type { PageEvent } from './phone.ts';

const menu = firstTapCases.find((tapCase) => tapCase.id === 'menu')!;
const T0 = 1_000_000;

/** A page that paints at +1 s, is tapped at +1.5 s and is ready at +4 s, then `after`. */
function page(after: PageEvent[], { ready = true } = {}): PageEvent[] {
  return [
    { type: 'document', t: T0, path: '/' },
    { type: 'state', t: T0 + 10, on: false },
    { type: 'fcp', t: T0 + 1000 },
    { type: 'input', t: T0 + 1500, event: 'touchstart', trusted: true },
    { type: 'input', t: T0 + 1500, event: 'click', trusted: true },
    ...(ready ? [{ type: 'ready', t: T0 + 4000 } as PageEvent] : []),
    ...after,
  ];
}

describe('judgeFirstTap', () => {
  it('given the effect once after the tap, should say once, with times after first paint', () => {
    const result = judgeFirstTap(menu, page([{ type: 'state', t: T0 + 4100, on: true }]));
    expect(result).toMatchObject({
      outcome: 'once',
      applied: 1,
      held: true,
      tapMs: 500,
      effectMs: 3100,
      readyMs: 3000,
      tapBeforeReady: true,
    });
  });

  it('given no effect, should say lost', () => {
    expect(judgeFirstTap(menu, page([])).outcome).toBe('lost');
  });

  it('given the effect on, off and on again, should say twice', () => {
    const result = judgeFirstTap(
      menu,
      page([
        { type: 'state', t: T0 + 2000, on: true },
        { type: 'state', t: T0 + 4050, on: false },
        { type: 'state', t: T0 + 4060, on: true },
      ]),
    );
    expect(result).toMatchObject({ outcome: 'twice', applied: 2 });
  });

  it('given the effect on and then off (a toggle applied twice), should say undone', () => {
    const result = judgeFirstTap(
      menu,
      page([
        { type: 'state', t: T0 + 2000, on: true },
        { type: 'state', t: T0 + 4050, on: false },
      ]),
    );
    expect(result).toMatchObject({ outcome: 'undone', applied: 1, held: false });
  });

  it('given a page that sets no ready marker, should leave the ready figures empty', () => {
    const result = judgeFirstTap(
      menu,
      page([{ type: 'state', t: T0 + 2000, on: true }], { ready: false }),
    );
    expect(result).toMatchObject({ outcome: 'once', readyMs: null, tapBeforeReady: null });
  });

  it('given the effect on across a navigation (a link to the sign-in page), should count it once', () => {
    const signIn = firstTapCases.find((tapCase) => tapCase.id === 'sign-in')!;
    const result = judgeFirstTap(
      signIn,
      page([
        { type: 'document', t: T0 + 2000, path: '/login' },
        { type: 'state', t: T0 + 2100, on: true },
      ]),
    );
    expect(result).toMatchObject({ outcome: 'once', effectMs: 1100 });
  });

  it('given presses the page replays itself, should count them apart from the tap', () => {
    const result = judgeFirstTap(
      menu,
      page([
        { type: 'input', t: T0 + 4010, event: 'click', trusted: false },
        { type: 'state', t: T0 + 4020, on: true },
      ]),
    );
    expect(result).toMatchObject({ outcome: 'once', replayed: 1 });
  });

  it('given the effect on before the tap, should refuse to judge', () => {
    const events = page([]);
    events.splice(2, 0, { type: 'state', t: T0 + 20, on: true });
    expect(() => judgeFirstTap(menu, events)).toThrow(/on before the tap/);
  });

  it('given no tap, should refuse to judge', () => {
    const events = page([]).filter((event) => event.type !== 'input');
    expect(() => judgeFirstTap(menu, events)).toThrow(/no tap/);
  });
});
