import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  publicUserSchema,
  reservedUsernames,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupSchema,
  toSignupRequest,
  usernameFromEmail,
  USERNAME_PATTERN,
  verifyEmailRequestSchema,
} from './auth.ts';
import { twoFactorEnableSchema, updateProfileSchema } from './account.ts';
import { fieldErrors } from './forms.ts';

const user = {
  id: 'u1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  username: 'ann',
  role: 'user',
  emailVerified: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  pendingEmail: null,
  settings: {
    darkMode: null,
    emailNotifications: true,
    pushNotifications: true,
    twoFactorEnabled: false,
  },
};

describe('loginSchema', () => {
  it('given valid credentials, should pass with the e-mail trimmed and lower-cased', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.com ', password: 'secret' })).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    });
  });

  it('given empty fields, should require both', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('given missing fields, should require both', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('given a malformed e-mail, should say "Email is invalid"', () => {
    expect(fieldErrors(loginSchema, { email: 'ann@example', password: 'x' })).toEqual({
      email: 'Email is invalid',
    });
  });

  it('given a short password, should accept it (login checks presence only)', () => {
    expect(fieldErrors(loginSchema, { email: 'ann@example.com', password: 'x' })).toEqual({});
  });

  it('given a password with spaces, should keep them', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: ' pass word ' }).password).toBe(
      ' pass word ',
    );
  });
});

describe('signupSchema', () => {
  const valid = {
    name: 'Ann Lee',
    email: 'ann@example.com',
    password: '12345678',
    confirmPassword: '12345678',
  };

  it('given valid values, should pass', () => {
    expect(fieldErrors(signupSchema, valid)).toEqual({});
  });

  it('given a blank name after trimming, should say "Full name is required"', () => {
    expect(fieldErrors(signupSchema, { ...valid, name: '   ' })).toEqual({
      name: 'Full name is required',
    });
  });

  it('given a name of 101 characters, should say it is too long; 100 pass', () => {
    expect(fieldErrors(signupSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Full name must be 100 characters or less',
    });
    expect(fieldErrors(signupSchema, { ...valid, name: 'x'.repeat(100) })).toEqual({});
  });

  it('given a name with spaces, should trim it', () => {
    expect(signupSchema.parse({ ...valid, name: '  Ann Lee ' }).name).toBe('Ann Lee');
  });

  it('given an empty e-mail, should say only "Email is required"', () => {
    const result = signupSchema.safeParse({ ...valid, email: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is required']);
  });

  it('given a malformed e-mail, should say "Invalid email format"', () => {
    expect(fieldErrors(signupSchema, { ...valid, email: 'ann.example.com' })).toEqual({
      email: 'Invalid email format',
    });
  });

  it('given an empty password, should say only "Password is required"', () => {
    expect(fieldErrors(signupSchema, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('given a 7-character password, should say "Password must be at least 8 characters"', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('given an 8-character password, should pass', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({});
  });

  it('given a different confirmation, should say "Passwords do not match" on confirmPassword', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: '12345679' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(result.error?.issues[0]?.message).toBe('Passwords do not match');
  });

  it('given a mismatch and a blank name, should report both', () => {
    expect(fieldErrors(signupSchema, { ...valid, name: '', confirmPassword: 'nope' })).toEqual({
      name: 'Full name is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('given a form, should drop confirmPassword for the wire body', () => {
    const body = toSignupRequest(signupSchema.parse(valid));
    expect(body).toEqual({ name: 'Ann Lee', email: 'ann@example.com', password: '12345678' });
    expect(signupRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('signupRequestSchema', () => {
  it('given a 7-character password, should be rejected by the API too', () => {
    expect(
      fieldErrors(signupRequestSchema, { name: 'A', email: 'a@b.co', password: '1234567' }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('given an upper-case e-mail, should store it lower-cased', () => {
    expect(
      signupRequestSchema.parse({ name: 'A', email: 'A@B.CO', password: '12345678' }).email,
    ).toBe('a@b.co');
  });
});

describe('the signed-in account forms', () => {
  it('given a profile name of 101 characters, should say it is too long', () => {
    const profile = { name: 'x'.repeat(101), email: 'ann@example.com' };
    expect(fieldErrors(updateProfileSchema, profile)).toEqual({
      name: 'Full name must be 100 characters or less',
    });
  });

  it('given a two-factor code without the password, should ask for the password', () => {
    expect(fieldErrors(twoFactorEnableSchema, { code: '123456' })).toEqual({
      password: 'Password is required',
    });
    expect(fieldErrors(twoFactorEnableSchema, { code: '123 456', password: 'pw' })).toEqual({});
  });
});

describe('forgotPasswordSchema', () => {
  it('given an empty e-mail, should say "Email is required"', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: ' ' })).toEqual({
      email: 'Email is required',
    });
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: 'ann@' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('given a valid e-mail, should normalise it', () => {
    expect(forgotPasswordSchema.parse({ email: 'Ann@Example.com' })).toEqual({
      email: 'ann@example.com',
    });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'tok', password: 'abcdefgh', confirmPassword: 'abcdefgh' };

  it('given valid values, should pass', () => {
    expect(fieldErrors(resetPasswordSchema, valid)).toEqual({});
  });

  it('given a mismatch, should say "Passwords do not match" on confirmPassword', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('given no token, should say the link is invalid', () => {
    expect(fieldErrors(resetPasswordRequestSchema, { token: '', password: 'abcdefgh' })).toEqual({
      token: 'This reset link is invalid or has expired',
    });
  });

  it('given a 7-character password, should enforce the minimum', () => {
    expect(fieldErrors(resetPasswordRequestSchema, { token: 't', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('given 129 characters, should enforce the maximum; 128 with spaces pass untrimmed', () => {
    expect(
      fieldErrors(resetPasswordRequestSchema, { token: 't', password: 'a'.repeat(129) }),
    ).toEqual({ password: 'Password must be at most 128 characters' });
    const long = ` ${'a'.repeat(126)} `;
    expect(resetPasswordRequestSchema.parse({ token: 't', password: long }).password).toBe(long);
  });
});

describe('verifyEmailRequestSchema', () => {
  it('given no token, should say the link is invalid', () => {
    expect(fieldErrors(verifyEmailRequestSchema, { token: ' ' })).toEqual({
      token: 'This verification link is invalid or has expired',
    });
  });
});

describe('responses', () => {
  it('given a user, should accept it, and refuse an unknown role', () => {
    expect(publicUserSchema.safeParse(user).success).toBe(true);
    expect(publicUserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });

  it('given a user with a password hash, should strip it', () => {
    expect(publicUserSchema.parse({ ...user, passwordHash: 'x' })).not.toHaveProperty(
      'passwordHash',
    );
  });

  it('given an auth answer, should require token and user', () => {
    expect(authResponseSchema.safeParse({ token: 't', user }).success).toBe(true);
    expect(authResponseSchema.safeParse({ token: 't', user, message: 'Welcome' }).success).toBe(
      true,
    );
    expect(authResponseSchema.safeParse({ user }).success).toBe(false);
    expect(authResponseSchema.safeParse({ token: 't' }).success).toBe(false);
  });

  it('given a signed-out session check, should accept a null user', () => {
    expect(sessionResponseSchema.parse({ user: null })).toEqual({ user: null });
  });
});

describe('usernames', () => {
  it.each([
    ['ann@example.com', 'ann'],
    ['Ann.Lee+work@example.com', 'ann.lee-work'],
    ['__@example.com', 'user'],
  ])('given %s, should suggest %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
    expect(USERNAME_PATTERN.test(username)).toBe(true);
  });

  it('given a top-level route, should reserve it', () => {
    expect(reservedUsernames).toEqual(
      expect.arrayContaining(['blog', 'projects', 'workspace', 'api']),
    );
  });
});
