import {
  businessTypeLabels,
  businessTypes,
  projectGoalLabels,
  projectGoals,
  projectScopeLabels,
  projectScopes,
  quoteMessages,
  type BusinessType,
  type ProjectGoal,
  type ProjectScope,
} from '@brightlane/contract';
import {
  Button,
  Form,
  RadioCardGroup,
  Stepper,
  TextArea,
  TextField,
  useForm,
} from '@brightlane/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { leadFailure, sendConfirmation, submitQuote } from './api.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { quoteThanksCopy } from './quoteThanks.ts';
import { loadValidation, preloadValidation } from '../../app/validation.ts';

/** Steps of the builder (docs/product/spec.md §4): 1–3 are filled in, 4 is the thank-you. */
export const QUOTE_STEPS = 4;
/** The thank-you step returns to step 1, emptied, after this long (docs/product/spec.md §9). */
export const QUOTE_RESET_MS = 5000;

/** The builder's copy; exact strings are asserted by tests. */
export const quoteBuilderCopy = {
  title: 'Get a Free Quote',
  intro: 'Tell us about your project in three quick steps and we will come back with a quote.',
  progressLabel: 'Quote progress',
  steps: ['Project type', 'Your business', 'Your details', 'Done'],
  stepHeadings: {
    1: 'What type of project do you need?',
    2: 'Tell us about your business',
    3: 'How can we reach you?',
  },
  projectGoalLabel: 'Project type',
  projectGoalDescriptions: {
    website: 'A fast, accessible site for your business',
    ecommerce: 'An online store that sells around the clock',
    software: 'Web applications and tools built around you',
    cloud: 'Hosting, migration and infrastructure',
  } satisfies Record<ProjectGoal, string>,
  businessTypeLabel: 'Industry',
  projectScopeLabel: 'Project scope',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional, e.g. 123-456-7890',
  message: 'Message',
  messageHint: 'Optional: anything we should know',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  sending: 'Sending...',
  thanksTitle: quoteThanksCopy.title,
  thanksBody: quoteThanksCopy.body,
  thanksConfirmation: quoteThanksCopy.confirmation,
  again: quoteThanksCopy.again,
} as const;

type Step = 1 | 2 | 3 | 4;

/** The form's values: the choices stay '' until made. */
export interface QuoteBuilderValues {
  projectGoal: ProjectGoal | '';
  businessType: BusinessType | '';
  projectScope: ProjectScope | '';
  name: string;
  email: string;
  phone: string;
  message: string;
}

const emptyQuote: QuoteBuilderValues = {
  projectGoal: '',
  businessType: '',
  projectScope: '',
  name: '',
  email: '',
  phone: '',
  message: '',
};

const goalOptions = projectGoals.map((value) => ({
  value,
  title: projectGoalLabels[value],
  description: quoteBuilderCopy.projectGoalDescriptions[value],
}));
const businessOptions = businessTypes.map((value) => ({
  value,
  title: businessTypeLabels[value],
}));
const scopeOptions = projectScopes.map((value) => ({ value, title: projectScopeLabels[value] }));

/** Whether the step's required choices are made, which enables Next (docs/product/spec.md §4). */
function choicesMade(step: Step, values: QuoteBuilderValues): boolean {
  if (step === 1) return values.projectGoal !== '';
  if (step === 2) return values.businessType !== '' && values.projectScope !== '';
  return true;
}

export interface QuoteBuilderProps {
  /** Level of the builder's heading in the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The four-step Quote Builder (docs/product/spec.md §2 Contact page, §4, §5, §7, §8): project type; industry
 * and scope; contact details; thank-you. Each step validates with the contract's step schema;
 * Submit posts the quote, then asks for the visitor's confirmation e-mail without waiting for it.
 * The thank-you returns to an empty step 1 after 5 seconds, or at once on 'Request Another Quote'.
 */
export function QuoteBuilder({ headingLevel = 2 }: QuoteBuilderProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const stepHeadingId = `${id}-step`;
  const [step, setStep] = useState<Step>(1);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const honeypot = useHoneypot();
  const rootRef = useRef<HTMLElement>(null);
  const focusRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<QuoteBuilderValues>({
    initialValues: emptyQuote,
    validate: async (values) => {
      if (step > 3) return {};
      const { fieldErrors, quoteStepSchemas } = await loadValidation();
      return fieldErrors(quoteStepSchemas[step - 1]!, values);
    },
    fallbackError: quoteMessages.fallback,
    onSubmit: async (values) => {
      if (step < 3) {
        setStep((step + 1) as Step);
        return;
      }
      let quote;
      try {
        // Every step validated on the way here (so this is loaded); parsing also trims what is sent.
        const { quoteFormSchema } = await loadValidation();
        quote = quoteFormSchema.parse(values);
        await submitQuote(quote, honeypot.read());
      } catch (error) {
        throw leadFailure(error, {
          notOk: quoteMessages.submitFailed,
          rejected: quoteMessages.submissionFailed,
          fallback: quoteMessages.fallback,
        });
      }
      setSentTo(quote.email);
      setStep(4);
      // docs/product/spec.md §7: after a successful quote; the thank-you does not wait for it.
      void sendConfirmation({
        email: quote.email,
        name: quote.name,
        projectType: quote.projectGoal,
      });
    },
  });
  const { reset, setErrors, setGeneralError } = form;

  const startOver = useCallback(() => {
    reset();
    honeypot.clear();
    setSentTo(null);
    setStep(1);
  }, [reset, honeypot]);

  // docs/product/spec.md §4: the thank-you resets the builder to an empty step 1 after 5 seconds.
  useEffect(() => {
    if (step !== 4) return;
    const timer = setTimeout(startOver, QUOTE_RESET_MS);
    return () => clearTimeout(timer);
  }, [step, startOver]);

  // A new step replaces what had focus: take focus to the step's heading so keyboard and
  // screen-reader users start there, unless the visitor has moved on elsewhere on the page
  // (the 5-second reset must not pull focus out of the contact form).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    const focusIsOurs =
      !active || active === document.body || Boolean(rootRef.current?.contains(active));
    if (focusIsOurs) focusRef.current?.focus();
  }, [step]);

  const back = () => {
    setErrors({});
    setGeneralError(null);
    setStep((current) => Math.max(1, current - 1) as Step);
  };

  const Title = `h${headingLevel}` as const;
  const StepTitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  const ready = choicesMade(step, form.values);

  return (
    <section ref={rootRef} className={styles.builder} aria-labelledby={titleId}>
      <div>
        <Title id={titleId} className={styles.title}>
          {quoteBuilderCopy.title}
        </Title>
        <p className={styles.intro}>{quoteBuilderCopy.intro}</p>
      </div>
      <Stepper
        steps={quoteBuilderCopy.steps}
        current={step}
        label={quoteBuilderCopy.progressLabel}
      />
      {step === 4 ? (
        <div className={styles.thanks}>
          <StepTitle ref={focusRef} tabIndex={-1} className={styles.thanksTitle}>
            {quoteBuilderCopy.thanksTitle}
          </StepTitle>
          <p className={styles.thanksText}>{quoteBuilderCopy.thanksBody}</p>
          {sentTo ? (
            <p className={styles.thanksText}>{quoteBuilderCopy.thanksConfirmation(sentTo)}</p>
          ) : null}
          <Button className={styles.thanksAction} onClick={startOver}>
            {quoteBuilderCopy.again}
          </Button>
        </div>
      ) : (
        <Form
          {...form.formProps}
          className={styles.form}
          aria-labelledby={stepHeadingId}
          onFocusCapture={preloadValidation}
        >
          <Honeypot inputRef={honeypot.ref} />
          <StepTitle id={stepHeadingId} ref={focusRef} tabIndex={-1} className={styles.stepHeading}>
            {quoteBuilderCopy.stepHeadings[step]}
          </StepTitle>
          {step === 1 ? (
            <RadioCardGroup
              label={quoteBuilderCopy.projectGoalLabel}
              hideLabel
              required
              columns={2}
              options={goalOptions}
              {...form.valueField('projectGoal')}
              onValueChange={(value) => form.setValue('projectGoal', value as ProjectGoal)}
            />
          ) : null}
          {step === 2 ? (
            <>
              <RadioCardGroup
                label={quoteBuilderCopy.businessTypeLabel}
                required
                columns={3}
                options={businessOptions}
                {...form.valueField('businessType')}
                onValueChange={(value) => form.setValue('businessType', value as BusinessType)}
              />
              <RadioCardGroup
                label={quoteBuilderCopy.projectScopeLabel}
                required
                columns={3}
                options={scopeOptions}
                {...form.valueField('projectScope')}
                onValueChange={(value) => form.setValue('projectScope', value as ProjectScope)}
              />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <div className={styles.pair}>
                <TextField
                  label={quoteBuilderCopy.name}
                  autoComplete="name"
                  required
                  {...form.field('name')}
                />
                <TextField
                  label={quoteBuilderCopy.email}
                  type="email"
                  autoComplete="email"
                  required
                  {...form.field('email')}
                />
              </div>
              <TextField
                label={quoteBuilderCopy.phone}
                type="tel"
                autoComplete="tel"
                hint={quoteBuilderCopy.phoneHint}
                {...form.field('phone')}
              />
              <TextArea
                label={quoteBuilderCopy.message}
                hint={quoteBuilderCopy.messageHint}
                rows={3}
                autoResize
                maxRows={8}
                {...form.field('message')}
              />
            </>
          ) : null}
          <div className={step > 1 ? styles.actionsBetween : styles.actions}>
            {step > 1 ? (
              <Button variant="outline" tone="neutral" disabled={form.submitting} onClick={back}>
                {quoteBuilderCopy.back}
              </Button>
            ) : null}
            {step < 3 ? (
              <Button
                type="submit"
                // aria-disabled, not disabled (docs/product/spec.md §4 "disabled until the required selections
                // exist"): it stays focusable and a press still explains what is missing with
                // the step's message, instead of a dead button that says nothing.
                aria-disabled={!ready || undefined}
              >
                {quoteBuilderCopy.next}
              </Button>
            ) : (
              <Button
                type="submit"
                loading={form.submitting}
                loadingText={quoteBuilderCopy.sending}
              >
                {quoteBuilderCopy.submit}
              </Button>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}
