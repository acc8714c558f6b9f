import {
  PASSWORD_MIN_LENGTH,
  careersMessages,
  changePasswordMessages,
  contactMessages,
  forgotPasswordMessages,
  leadMessages,
  loginMessages,
  notificationMessages,
  quoteMessages,
  rateLimitMessages,
  requestMessages,
  settingsMessages,
  signupMessages,
  workspaceMessages,
} from './messages.ts';

// The catalogue is behaviour: these are docs/product/spec.md's exact strings, pinned one by one.
describe('messages', () => {
  it('given the login page, should carry the docs/product/spec.md §5 and §8 strings', () => {
    expect(loginMessages).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      passwordRequired: 'Password is required',
      invalidCredentials: 'Invalid email or password',
      serviceUnavailable: 'Service unavailable',
      invalidResponse: 'Authentication failed: Invalid response',
      fallback: 'Login failed. Please try again.',
      failed: 'Login failed',
    });
  });

  it('given the signup page, should carry the docs/product/spec.md §5 and §8 strings', () => {
    expect(signupMessages).toMatchObject({
      nameRequired: 'Full name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordsMismatch: 'Passwords do not match',
      emailTaken: 'Email already registered',
      serviceUnavailable: 'Service unavailable',
      invalidResponse: 'Authentication failed: Invalid response',
      fallback: 'Registration failed. Please try again.',
      failed: 'Signup failed',
    });
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('given the settings screen, should carry every docs/product/spec.md §8 toast', () => {
    expect(settingsMessages).toEqual({
      notificationsUpdated: 'Notification preferences updated',
      notificationsUpdateFailed: 'Failed to update notification preferences',
      twoFactorDisabled: 'Two-factor authentication disabled',
      twoFactorDisableFailed: 'Failed to disable 2FA',
      twoFactorEnabled: 'Two-factor authentication enabled',
      twoFactorEnableFailed: 'Failed to enable 2FA',
      passwordChanged: 'Password changed successfully',
      passwordChangeFailed: 'Failed to change password',
      newPasswordsMismatch: 'New passwords do not match',
      invalidVerificationCode: 'Invalid verification code',
    });
    expect(changePasswordMessages.passwordsMismatch).toBe('New passwords do not match');
  });

  it('given the quote builder, should carry the docs/product/spec.md §5 and §8 strings', () => {
    expect(quoteMessages).toEqual({
      projectGoalRequired: 'Please select a project type',
      businessTypeRequired: 'Please select your industry',
      projectScopeRequired: 'Please select project scope',
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      phoneInvalid: 'Please enter a valid phone number',
      submitFailed: 'Failed to submit quote',
      submissionFailed: 'Submission failed',
      fallback: 'Failed to submit quote. Please try again.',
    });
  });

  it('given the contact form, should carry the docs/product/spec.md §8 strings', () => {
    expect(contactMessages.routingFailed).toBe('Failed to configure email routing');
    expect(contactMessages.submitFailed).toBe('Failed to submit form');
    expect(contactMessages.fallback).toBe(
      'Failed to submit form. Please try again or contact us directly.',
    );
    expect(contactMessages.thankYou('Ann')).toBe('Thank You, Ann!');
    expect(contactMessages.replyPromise).toContain('24 hours');
    expect(contactMessages.confirmationSent('ann@example.com')).toContain('ann@example.com');
  });

  it('given the careers modal, should carry the docs/product/spec.md §8 strings', () => {
    expect(careersMessages.failed).toBe(
      'There was an error submitting your application. Please try again.',
    );
    expect(careersMessages.successTitle).toBe('Thank you for your application!');
    expect(careersMessages.successBody).toBe(
      "We'll review your information and get back to you soon.",
    );
  });

  it('given forgot-password, workspace and notifications, should carry the docs/product/spec.md §8 strings', () => {
    expect(forgotPasswordMessages).toMatchObject({
      emailNotFound: 'Email not found',
      fallback: 'Failed to send reset link',
      success: 'Password reset link sent to your email',
    });
    expect(workspaceMessages).toEqual({
      fetchFailed: 'Error: Failed to fetch workspace data',
      loading: 'Loading workspace...',
      empty: 'No workspace data available',
    });
    expect(notificationMessages).toMatchObject({
      loadFailed: 'Failed to load notifications',
      updateFailed: 'Failed to update notifications',
      clearFailed: 'Failed to clear notifications',
      logoutFailed: 'Logout failed. Please try again.',
    });
  });

  it('given the rate limiter, should say when to try again', () => {
    expect(rateLimitMessages.tooManyAttempts).toBe('Too many attempts. Try again in 10 minutes.');
    expect(rateLimitMessages.tooManyAttemptsIn(10)).toBe(rateLimitMessages.tooManyAttempts);
    expect(rateLimitMessages.tooManyAttemptsIn(1)).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('given a public form over its limit, should say when to submit again', () => {
    expect(rateLimitMessages.tooManySubmissions).toBe(
      'Too many submissions. Please try again in 10 minutes.',
    );
    expect(rateLimitMessages.tooManySubmissionsIn(10)).toBe(rateLimitMessages.tooManySubmissions);
    expect(rateLimitMessages.tooManySubmissionsIn(1)).toBe(
      'Too many submissions. Please try again in 1 minute.',
    );
  });

  it('given the API accepted a lead, should answer in the reply promise of docs/product/spec.md §9', () => {
    expect(leadMessages.quoteReceived).toContain('24 hours');
    expect(leadMessages.contactReceived).toContain('24 hours');
    expect(leadMessages.applicationReceived).toContain('Thank you for your application!');
    expect(leadMessages.confirmationRequested).toContain('in the last hour');
  });

  it('given a failed response without a message, should name the status', () => {
    expect(requestMessages.failedWithStatus(503)).toBe('Request failed with status 503');
  });
});
