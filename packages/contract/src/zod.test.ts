import { z } from './zod.ts';
import { contactSchema } from './forms.ts';

describe('the contract zod', () => {
  it('should never compile parsers with new Function (the site forbids eval by CSP)', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    contactSchema.safeParse({ name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    contactSchema.safeParse({ name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
