import { twoFactorMessages } from '@brightlane/contract';
import { Button, Modal, ModalClose, RecoveryCodes } from '@brightlane/ui';
import { recoveryCodesCopy as copy } from './copy.ts';

export interface RecoveryCodesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  codes: string[];
}

/** 'Save your recovery codes', shown once right after two-factor is turned on (DECISIONS.md). */
export function RecoveryCodesModal({ open, onOpenChange, codes }: RecoveryCodesModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={twoFactorMessages.recoveryCodesTitle}
      description={copy.description}
      footer={
        <ModalClose>
          <Button>{copy.done}</Button>
        </ModalClose>
      }
    >
      <RecoveryCodes codes={codes} fileName="brightlane-recovery-codes.txt" />
    </Modal>
  );
}
