import { useRef, useState } from 'react';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { settingsMessages } from '@brightlane/contract';
import { Button, useToast } from '@brightlane/ui';
import { updateAccountSettings } from './accountSettings.ts';
import { startTwoFactorSetup } from './api.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { securityCopy as copy } from './copy.ts';
import { RecoveryCodesModal } from './RecoveryCodesModal.tsx';
import { SecurityFormsWithoutScript } from './SecurityFormsWithoutScript.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import * as styles from './settings.css.ts';
import { TwoFactorDisableModal } from './TwoFactorDisableModal.tsx';
import { TwoFactorSetupModal } from './TwoFactorSetupModal.tsx';
import type { TwoFactorSetup } from './TwoFactorSetupModal.tsx';

type OpenModal = 'password' | 'setup' | 'recoveryCodes' | 'disable' | null;

export interface SecurityCardProps {
  twoFactorEnabled: boolean;
  /** The password changed: the server signed the other sessions out. */
  onPasswordChanged: () => void;
}

/**
 * 'Account Security': Change Password, and Enable or Disable Two-Factor Authentication by
 * state, each in its modal; after enabling, 'Save your recovery codes'. Where the modals cannot
 * open (the page's code has not run), Change Password and Disable are forms on the page.
 */
export function SecurityCard({ twoFactorEnabled, onPasswordChanged }: SecurityCardProps) {
  const { toast } = useToast();
  const [open, setOpen] = useState<OpenModal>(null);
  const [setup, setSetup] = useState<TwoFactorSetup>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  // Each opening asks for a new secret; an answer for an earlier opening is dropped.
  const setupRequest = useRef(0);
  const twoFactorButton = useRef<HTMLButtonElement>(null);

  // Asked for by the click, not an effect: an effect runs twice in development (StrictMode) and
  // would leave the server with another secret than the one on screen.
  const startSetup = () => {
    const request = ++setupRequest.current;
    setSetup(null);
    setRecoveryCodes([]);
    setOpen('setup');
    startTwoFactorSetup().then(
      (answer) => {
        if (request === setupRequest.current) setSetup(answer);
      },
      () => {
        if (request !== setupRequest.current) return;
        setOpen(null);
        toast({
          tone: 'critical',
          title: settingsMessages.twoFactorEnableFailed,
          id: 'settings-2fa',
        });
      },
    );
  };

  const closeOn = (modal: OpenModal) => (next: boolean) => {
    if (next) return;
    if (modal === 'setup') setupRequest.current += 1;
    setOpen((current) => (current === modal ? null : current));
  };

  return (
    <SettingsSection
      title={copy.title}
      description={twoFactorEnabled ? copy.twoFactorOn : copy.twoFactorOff}
    >
      <div className={`${styles.actions} ${styles.modalActions}`}>
        <Button variant="outline" tone="neutral" onClick={() => setOpen('password')}>
          <KeyRound size={18} aria-hidden="true" />
          {copy.changePassword}
        </Button>
        {/* One element for both states, so focus stays on it when the label changes. */}
        <Button
          ref={twoFactorButton}
          variant="outline"
          tone={twoFactorEnabled ? 'critical' : 'brand'}
          onClick={twoFactorEnabled ? () => setOpen('disable') : startSetup}
        >
          {twoFactorEnabled ? (
            <ShieldOff size={18} aria-hidden="true" />
          ) : (
            <ShieldCheck size={18} aria-hidden="true" />
          )}
          {twoFactorEnabled ? copy.disableTwoFactor : copy.enableTwoFactor}
        </Button>
      </div>
      <SecurityFormsWithoutScript twoFactorEnabled={twoFactorEnabled} />

      <ChangePasswordModal
        open={open === 'password'}
        onOpenChange={closeOn('password')}
        onChanged={onPasswordChanged}
      />
      <TwoFactorSetupModal
        open={open === 'setup'}
        onOpenChange={closeOn('setup')}
        setup={setup}
        onEnabled={(codes) => {
          updateAccountSettings({ twoFactorEnabled: true });
          setRecoveryCodes(codes);
          setSetup(null);
          setOpen('recoveryCodes');
        }}
      />
      <RecoveryCodesModal
        open={open === 'recoveryCodes'}
        onOpenChange={closeOn('recoveryCodes')}
        codes={recoveryCodes}
        returnFocusTo={twoFactorButton}
      />
      <TwoFactorDisableModal
        open={open === 'disable'}
        onOpenChange={closeOn('disable')}
        onDisabled={() => {
          updateAccountSettings({ twoFactorEnabled: false });
          setOpen(null);
        }}
      />
    </SettingsSection>
  );
}
