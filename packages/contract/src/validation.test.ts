import { readFileSync } from 'node:fs';
import * as contract from './index.ts';
import * as validation from './validation.ts';

describe('the validation entry', () => {
  it('should be exported as @brightlane/contract/validation', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./validation']).toBe('./src/validation.ts');
  });

  it("should have a sibling for the blog's read shapes, @brightlane/contract/blog", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./blog']).toBe('./src/blog.ts');
  });

  it('should give the same schemas and helpers as the index, so both validate alike', () => {
    for (const [name, value] of Object.entries(validation)) {
      expect(contract[name as keyof typeof contract], name).toBe(value);
    }
  });

  it('given an empty quote, should give the docs/product/spec.md §5 messages', () => {
    expect(
      validation.fieldErrors(validation.quoteFormSchema, {
        name: '',
        email: '',
        projectGoal: '',
        businessType: '',
        projectScope: '',
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      projectGoal: 'Please select a project type',
      businessType: 'Please select your industry',
      projectScope: 'Please select project scope',
    });
  });
});
