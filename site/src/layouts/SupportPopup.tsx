import { Modal } from '@brightlane/ui';
import { brand } from '@brightlane/contract/brand';
import { ContactForm } from '../features/leads/ContactForm.tsx';

/**
 * The phone's support popup (docs/product/spec.md §2 "Quick Actions"): the contact form in a modal at most
 * 500 px wide that closes on Escape, × and the overlay. Opened by the Quick Actions 'Support'
 * button, which stays outside so that the popup's code loads only when it is first wanted;
 * focus returns to that button on close.
 */
export function SupportPopup({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Support"
      description={`We reply ${brand.support.replyPromise}. Support hours: ${brand.support.hours}.`}
    >
      <ContactForm headingLevel={3} />
    </Modal>
  );
}
