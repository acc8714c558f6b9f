import { contactMessages } from '@brightlane/contract';
import { Button, Form, TextArea, TextField, useForm } from '@brightlane/ui';
import { useEffect, useRef, useState } from 'react';
import { leadFailure, submitContact } from './api.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { loadValidation, preloadValidation } from '../../app/validation.ts';

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

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '' };

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
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<ContactValues>({
    initialValues: emptyContact,
    validate: async (values) => {
      const { contactSchema, fieldErrors } = await loadValidation();
      return fieldErrors(contactSchema, values);
    },
    fallbackError: contactMessages.fallback,
    onSubmit: async (values) => {
      let message;
      try {
        // Loaded already: validate awaited it.
        const { contactSchema } = await loadValidation();
        message = contactSchema.parse(values);
        await submitContact(message, honeypot.read());
      } catch (error) {
        throw leadFailure(error, {
          notOk: contactMessages.submitFailed,
          fallback: contactMessages.fallback,
        });
      }
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
      {...form.formProps}
      className={styles.form}
      aria-label={labelledBy ? undefined : contactFormCopy.formLabel}
      aria-labelledby={labelledBy}
      onFocusCapture={preloadValidation}
    >
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
