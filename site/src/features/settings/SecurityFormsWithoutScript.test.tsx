import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { twoFactorMessages } from '@brightlane/contract';
import type { PostedForm } from '../../forms/postedForm.ts';
import {
  RECOVERY_CODES_STATE,
  SETUP_SECRET,
  SETUP_URL,
  TWO_FACTOR_ENABLE_FORM,
  TWO_FACTOR_SETUP_FORM,
} from './postedForms.ts';
import { SecurityFormsWithoutScript } from './SecurityFormsWithoutScript.tsx';

const SECRET = 'JBSWY3DPEHPK3PXP';
const setupState = {
  [SETUP_SECRET]: SECRET,
  [SETUP_URL]: `otpauth://totp/Brightlane%20Digital:ann%40example.com?secret=${SECRET}`,
};

/** The forms as the page renders them when it answers `answer` (the router's action data). */
function renderAnswering(answer: PostedForm<Record<string, string>> | null, twoFactorOn = false) {
  const router = createMemoryRouter(
    [
      {
        id: 'settings',
        path: '/settings',
        Component: () => <SecurityFormsWithoutScript twoFactorEnabled={twoFactorOn} />,
      },
    ],
    {
      initialEntries: ['/settings'],
      hydrationData: { loaderData: {}, actionData: answer ? { settings: answer } : null },
    },
  );
  render(<RouterProvider router={router} />);
}

const verdict = (
  form: string,
  rest: Partial<PostedForm<Record<string, string>>>,
): PostedForm<Record<string, string>> => ({
  form,
  values: {},
  errors: {},
  generalError: null,
  ...rest,
});

describe('SecurityFormsWithoutScript: turning two-factor on without the page’s code', () => {
  it('given the set-up answered, should show its QR code, its key and step 2 with the secret to show again', async () => {
    renderAnswering(verdict(TWO_FACTOR_SETUP_FORM, { state: setupState }));
    const form = await screen.findByRole('form', { name: 'Set Up Two-Factor Authentication' });
    expect(within(form).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Secret key')).toHaveValue('JBSW Y3DP EHPK 3PXP');
    expect(form.querySelector(`input[type=hidden][name=${SETUP_SECRET}]`)).toHaveValue(SECRET);
    expect(within(form).getByRole('button', { name: 'Verify' })).toHaveAttribute('type', 'submit');
  });

  it('given a wrong code, should show the same key with the message beside the code and the code kept', async () => {
    renderAnswering(
      verdict(TWO_FACTOR_ENABLE_FORM, {
        values: { code: '123456' },
        errors: { code: twoFactorMessages.invalidCode },
        generalError: twoFactorMessages.invalidCode,
        state: setupState,
      }),
    );
    const form = await screen.findByRole('form', { name: 'Set Up Two-Factor Authentication' });
    const code = within(form).getByRole('textbox', { name: /6-digit code/ });
    expect(code).toHaveValue('123456');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(twoFactorMessages.invalidCode),
    );
    expect(form.querySelector(`input[name=${SETUP_SECRET}]`)).toHaveValue(SECRET);
  });

  it('given step 2 refused as a whole (the secret expired), should start again from the button, saying why', async () => {
    renderAnswering(
      verdict(TWO_FACTOR_ENABLE_FORM, {
        generalError: twoFactorMessages.setupExpired,
        state: setupState,
      }),
    );
    const form = await screen.findByRole('form', { name: 'Set Up Two-Factor Authentication' });
    expect(within(form).getByRole('alert')).toHaveTextContent(twoFactorMessages.setupExpired);
    expect(
      within(form).getByRole('button', { name: 'Enable Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('given two-factor turned on, should show the recovery codes this once, with a Download link', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    renderAnswering(
      verdict(TWO_FACTOR_ENABLE_FORM, { state: { [RECOVERY_CODES_STATE]: codes.join('\n') } }),
      true,
    );
    const section = await screen.findByRole('region', {
      name: twoFactorMessages.recoveryCodesTitle,
    });
    const list = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(within(section).getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    expect(
      screen.getByRole('form', { name: 'Disable Two-Factor Authentication' }),
    ).toBeInTheDocument();
  });
});
