import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@brightlane/ui';

export interface SwitchPromptProps {
  /** E.g. "Don't have an account?" */
  prompt: string;
  /** The link's text, e.g. 'Sign Up'. */
  label: string;
  /** The other form's page, with the current `?next=`. */
  to: string;
  /** In a popup: show the other form there instead of following the link. */
  onSwitch?: () => void;
}

/** The footer of the sign-in and sign-up forms: a link to the other one (docs/product/spec.md §2). */
export function SwitchPrompt({ prompt, label, to, onSwitch }: SwitchPromptProps) {
  return (
    <>
      {prompt}{' '}
      <Link asChild>
        <RouterLink
          to={to}
          onClick={
            onSwitch
              ? (event) => {
                  event.preventDefault();
                  onSwitch();
                }
              : undefined
          }
        >
          {label}
        </RouterLink>
      </Link>
    </>
  );
}
