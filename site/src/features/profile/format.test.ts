import { formatMemberSince, SERVER_TIME_ZONE } from './format.ts';

describe("'Member Since'", () => {
  it('should write the day as a person in Australia does, nothing for a missing or broken date', () => {
    expect(formatMemberSince('2026-11-24T01:00:00.000Z', SERVER_TIME_ZONE)).toBe(
      '24 November 2026',
    );
    expect(formatMemberSince(null)).toBe('');
    expect(formatMemberSince('not a date')).toBe('');
  });

  it("given the server's render, should write the day in Melbourne, whatever the server's own zone", () => {
    // 20:00 in London is the next morning in Melbourne: the render that hydrates it agrees.
    expect(formatMemberSince('2026-11-24T20:00:00.000Z', SERVER_TIME_ZONE)).toBe(
      '25 November 2026',
    );
  });
});
