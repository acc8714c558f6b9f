import type { RefObject } from 'react';
import { twoFactorMessages } from '@brightlane/contract';
import { Button, Modal, ModalClose, RecoveryCodes } from '@brightlane/ui';
import { recoveryCodesCopy as copy } from './copy.ts';

export interface RecoveryCodesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  codes: string[];
  /**
   * Where focus goes when it closes. It opens from the set-up modal, which is gone by then,
   * so there is no opener to go back to.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** 'Save your recovery codes', shown once right after two-factor is turned on (docs/product/decisions.md). */
export function RecoveryCodesModal({
  open,
  onOpenChange,
  codes,
  returnFocusTo,
}: RecoveryCodesModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
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
