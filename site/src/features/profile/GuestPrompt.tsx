import { Link as RouterLink } from 'react-router-dom';
import { UserRound } from 'lucide-react';
import { Button, EmptyState } from '@brightlane/ui';
import { profileCopy as copy } from './copy.ts';

export interface GuestPromptProps {
  /** /login with `?next=` back to the profile. */
  loginHref: string;
  /** /signup with the same `?next=`. */
  signUpHref: string;
}

/**
 * The profile of a signed-out visitor (docs/product/decisions.md "Accounts"): an invitation to sign in,
 * never the sample person of docs/product/spec.md (that lives in Storybook only).
 */
export function GuestPrompt({ loginHref, signUpHref }: GuestPromptProps) {
  return (
    <EmptyState
      bordered
      headingLevel={2}
      icon={<UserRound size={24} />}
      title={copy.guestPromptTitle}
      description={copy.guestPromptText}
      action={
        <>
          <Button asChild>
            <RouterLink to={loginHref}>{copy.login}</RouterLink>
          </Button>
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to={signUpHref}>{copy.createAccount}</RouterLink>
          </Button>
        </>
      }
    />
  );
}
