import { quietAfter } from './phone.ts';

describe('quietAfter (interactive from long tasks)', () => {
  it('given no long task after first paint, should be first paint', () => {
    expect(quietAfter([], 1000, 10_000)).toBe(1000);
  });

  it('given long tasks, should be the end of the last one before 5 s without one', () => {
    const tasks = [
      { t: 1200, duration: 100 },
      { t: 2000, duration: 300 },
      { t: 9000, duration: 60 },
    ];
    expect(quietAfter(tasks, 1000, 20_000)).toBe(2300);
  });

  it('given a long task that starts before first paint and ends after it, should count its end', () => {
    expect(quietAfter([{ t: 500, duration: 1000 }], 1000, 10_000)).toBe(1500);
  });

  it('given a recording that ends before 5 quiet seconds, should be null', () => {
    expect(quietAfter([{ t: 2000, duration: 100 }], 1000, 6000)).toBeNull();
  });
});
