import { lastSeenText } from './relativeTime.ts';

const now = Date.parse('2026-11-24T10:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('lastSeenText', () => {
  it('given under a minute, or a clock ahead of ours, should say "Active now"', () => {
    expect(lastSeenText(ago(0), now)).toBe('Active now');
    expect(lastSeenText(ago(59), now)).toBe('Active now');
    expect(lastSeenText(ago(-30), now)).toBe('Active now');
  });

  it('given longer, should say how long ago in the largest whole unit', () => {
    expect(lastSeenText(ago(60), now)).toBe('1 minute ago');
    expect(lastSeenText(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(lastSeenText(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(lastSeenText(ago(24 * 3600), now)).toBe('yesterday');
    expect(lastSeenText(ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(lastSeenText(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(lastSeenText(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('given a date that does not parse, should not say "NaN"', () => {
    expect(lastSeenText('not a date', now)).toBe('Active now');
  });
});
