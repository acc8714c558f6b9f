import type { z } from 'zod';
import { EMAIL_PATTERN, emailField, emailLocalPart, isEmail, normalizeEmail } from './email.ts';

describe('EMAIL_PATTERN', () => {
  it.each(['ann@example.com', 'ann.lee+work@mail.example.com.au', 'a@b.co'])(
    'given %s, should match',
    (value) => {
      expect(EMAIL_PATTERN.test(value)).toBe(true);
    },
  );

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann @example.com',
    'ann@@example.com',
    'ann@exa mple.com',
  ])('given %j, should not match', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});

describe('isEmail', () => {
  it('given an address with surrounding spaces, should accept it', () => {
    expect(isEmail('  ann@example.com ')).toBe(true);
  });

  it('given a host without a dot, should reject it', () => {
    expect(isEmail('ann@localhost')).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('given mixed case and spaces, should trim and lower-case', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
});

describe('emailLocalPart', () => {
  it('given an address, should return the part before the @', () => {
    expect(emailLocalPart('ann.lee@example.com')).toBe('ann.lee');
  });

  it('given no @, should return an empty string', () => {
    expect(emailLocalPart('ann')).toBe('');
  });
});

describe('emailField', () => {
  const field = emailField({ required: 'Needed', invalid: 'Bad' });
  const messagesOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('given an empty string, should report only the required message', () => {
    expect(messagesOf(field, '')).toEqual(['Needed']);
  });

  it('given only spaces, should report only the required message', () => {
    expect(messagesOf(field, '   ')).toEqual(['Needed']);
  });

  it('given undefined, should report the required message', () => {
    expect(messagesOf(field, undefined)).toEqual(['Needed']);
  });

  it('given a non-address, should report only the invalid message', () => {
    expect(messagesOf(field, 'ann@example')).toEqual(['Bad']);
  });

  it('given an address with spaces, should trim but keep the case', () => {
    expect(field.parse(' Ann@Example.com ')).toBe('Ann@Example.com');
  });

  it('given normalize, should lower-case as well', () => {
    const normalized = emailField({ required: 'Needed', invalid: 'Bad' }, { normalize: true });
    expect(normalized.parse(' Ann@Example.com ')).toBe('ann@example.com');
  });
});
