import {
  businessTypeLabels,
  businessTypes,
  projectGoalLabels,
  projectGoals,
  projectScopeLabels,
  projectScopes,
  quoteMessages,
} from '@brightlane/contract';
import { Button, Form, Select, TextField, useForm } from '@brightlane/ui';
import { useEffect, useRef, useState } from 'react';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { QuoteAgain } from './QuoteAgain.tsx';
import {
  emptyFreeQuote,
  FREE_QUOTE_FORM,
  quoteErrors,
  sendQuote,
  type FreeQuoteValues,
} from './quoteSubmit.ts';
import { quoteThanksCopy } from './quoteThanks.ts';
import { preloadValidation } from '../../app/validation.ts';

/** The home page's free-quote form copy; exact strings are asserted by tests. */
export const freeQuoteCopy = {
  formLabel: 'Free quote request',
  name: 'Name',
  email: 'Email',
  projectGoal: 'Project type',
  projectGoalPlaceholder: 'Select a project type',
  businessType: 'Industry',
  businessTypePlaceholder: 'Select your industry',
  projectScope: 'Project scope',
  projectScopePlaceholder: 'Select project scope',
  submit: 'Get My Free Quote',
  sending: 'Sending...',
  thanksTitle: quoteThanksCopy.title,
  thanksBody: quoteThanksCopy.body,
  thanksConfirmation: quoteThanksCopy.confirmation,
  again: quoteThanksCopy.again,
} as const;

const goalOptions = projectGoals.map((value) => ({ value, label: projectGoalLabels[value] }));
const businessOptions = businessTypes.map((value) => ({ value, label: businessTypeLabels[value] }));
const scopeOptions = projectScopes.map((value) => ({ value, label: projectScopeLabels[value] }));

export interface FreeQuoteFormProps {
  /** Level of the thank-you heading in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Id of a heading that names the form; otherwise it is named 'Free quote request'. */
  labelledBy?: string;
  /**
   * Where the form posts when its code has not run (docs/decisions/040-forms-post-to-the-server.md):
   * its own page unless given. The page of an index route adds '?index' ('/?index' for the home
   * page): React Router hands a post to the bare path to the parent layout's action.
   */
  action?: string;
}

/**
 * The home page's minimal free-quote form (docs/product/spec.md §2 Home): the quote in one short form —
 * name, e-mail, project type, industry and scope — posted to the same endpoint as the Quote
 * Builder, with the same messages (§5, §8) and the same confirmation request afterwards.
 */
export function FreeQuoteForm({ headingLevel = 3, labelledBy, action }: FreeQuoteFormProps) {
  const honeypot = useHoneypot();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<FreeQuoteValues>(FREE_QUOTE_FORM);
  const [sentTo, setSentTo] = useState<string | null>(() => posted?.state?.email ?? null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<FreeQuoteValues>({
    initialValues: posted ? { ...emptyFreeQuote, ...posted.values } : emptyFreeQuote,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: quoteErrors,
    fallbackError: quoteMessages.fallback,
    onSubmit: async (values) => {
      // The confirmation e-mail is asked for meanwhile; the thank-you does not wait for it.
      const { quote } = await sendQuote(values, honeypot.read());
      setSentTo(quote.email);
    },
  });
  const { reset } = form;

  // The form and its focused button are gone: put focus on the thank-you that replaced them.
  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);

  const again = () => {
    reset();
    honeypot.clear();
    setSentTo(null);
  };

  const Title = `h${headingLevel}` as const;

  if (sentTo) {
    return (
      <div className={styles.thanks}>
        <Title ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {freeQuoteCopy.thanksTitle}
        </Title>
        <p className={styles.thanksText}>{freeQuoteCopy.thanksBody}</p>
        <p className={styles.thanksText}>{freeQuoteCopy.thanksConfirmation(sentTo)}</p>
        <QuoteAgain className={styles.thanksAction} variant="outline" onClick={again}>
          {freeQuoteCopy.again}
        </QuoteAgain>
      </div>
    );
  }

  return (
    <Form
      method="post"
      {...form.formProps}
      action={action}
      className={styles.form}
      aria-label={labelledBy ? undefined : freeQuoteCopy.formLabel}
      aria-labelledby={labelledBy}
      onFocusCapture={preloadValidation}
    >
      <FormName name={FREE_QUOTE_FORM} />
      <Honeypot inputRef={honeypot.ref} />
      <div className={styles.pair}>
        <TextField
          label={freeQuoteCopy.name}
          autoComplete="name"
          required
          {...form.field('name')}
        />
        <TextField
          label={freeQuoteCopy.email}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>
      <Select
        label={freeQuoteCopy.projectGoal}
        placeholder={freeQuoteCopy.projectGoalPlaceholder}
        options={goalOptions}
        required
        {...form.field('projectGoal')}
      />
      <div className={styles.pair}>
        <Select
          label={freeQuoteCopy.businessType}
          placeholder={freeQuoteCopy.businessTypePlaceholder}
          options={businessOptions}
          required
          {...form.field('businessType')}
        />
        <Select
          label={freeQuoteCopy.projectScope}
          placeholder={freeQuoteCopy.projectScopePlaceholder}
          options={scopeOptions}
          required
          {...form.field('projectScope')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" block loading={form.submitting} loadingText={freeQuoteCopy.sending}>
          {freeQuoteCopy.submit}
        </Button>
      </div>
    </Form>
  );
}
