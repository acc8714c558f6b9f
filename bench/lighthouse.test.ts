import { slowdownFor } from './lighthouse.ts';

describe('slowdownFor', () => {
  it("given a host as fast as the preset assumes, should keep the preset's 4×", () => {
    expect(slowdownFor(1750, 1750)).toBe(4);
  });

  it('given a host twice as fast, should slow it twice as much', () => {
    expect(slowdownFor(3500, 1750)).toBe(8);
  });

  it('given a slower host, should slow it less, to two decimals', () => {
    expect(slowdownFor(1500, 1750)).toBe(3.43);
  });
});
