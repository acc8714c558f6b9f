import { contactMessages } from '@brightlane/contract';
import { Button, Form, TextArea, TextField, useForm } from '@brightlane/ui';
import { useEffect, useRef, useState } from 'react';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { preloadValidation } from '../../app/validation.ts';
import {
  CONTACT_FORM,
  contactErrors,
  emptyContact,
  sendContact,
  type ContactValues,
} from './contactSubmit.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';

/** The contact form's copy; exact strings are asserted by tests. */
export const contactFormCopy = {
  formLabel: 'Contact form',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional',
  message: 'Message',
  submit: 'Send Message',
  sending: 'Sending...',
} as const;

export interface ContactFormProps {
  /** Level of the thank-you heading in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Id of a heading that names the form; otherwise it is named 'Contact form'. */
  labelledBy?: string;
}

/**
 * The contact form (docs/product/spec.md §2 Contact page, §4, §5, §8): name, e-mail, optional phone and a
 * message, checked with the contract's schema. While sending, the button reads 'Sending...';
 * on success a thank-you replaces the form; on failure the error shows and the values stay.
 */
export function ContactForm({ headingLevel = 2, labelledBy }: ContactFormProps) {
  const honeypot = useHoneypot();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<ContactValues>(CONTACT_FORM);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(() =>
    posted?.state ? { name: posted.state.name ?? '', email: posted.state.email ?? '' } : null,
  );
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<ContactValues>({
    initialValues: posted ? { ...emptyContact, ...posted.values } : emptyContact,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: contactErrors,
    fallbackError: contactMessages.fallback,
    onSubmit: async (values) => {
      const message = await sendContact(values, honeypot.read());
      setSent({ name: message.name, email: message.email });
    },
  });

  // The form and its focused button are gone: put focus on the thank-you that replaced them.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const Title = `h${headingLevel}` as const;

  if (sent) {
    return (
      <div className={styles.thanks}>
        <Title ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {contactMessages.thankYou(sent.name)}
        </Title>
        <p className={styles.thanksText}>{contactMessages.replyPromise}</p>
        <p className={styles.thanksText}>{contactMessages.confirmationSent(sent.email)}</p>
      </div>
    );
  }

  return (
    <Form
      method="post"
      {...form.formProps}
      className={styles.form}
      aria-label={labelledBy ? undefined : contactFormCopy.formLabel}
      aria-labelledby={labelledBy}
      onFocusCapture={preloadValidation}
    >
      <FormName name={CONTACT_FORM} />
      <Honeypot inputRef={honeypot.ref} />
      <div className={styles.pair}>
        <TextField
          label={contactFormCopy.name}
          autoComplete="name"
          required
          {...form.field('name')}
        />
        <TextField
          label={contactFormCopy.email}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>
      <TextField
        label={contactFormCopy.phone}
        type="tel"
        autoComplete="tel"
        hint={contactFormCopy.phoneHint}
        {...form.field('phone')}
      />
      <TextArea
        label={contactFormCopy.message}
        rows={5}
        autoResize
        maxRows={12}
        required
        {...form.field('message')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingText={contactFormCopy.sending}>
          {contactFormCopy.submit}
        </Button>
      </div>
    </Form>
  );
}
