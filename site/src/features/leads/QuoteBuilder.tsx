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
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm, type PostedForm } from '../../forms/postedForm.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { QuoteAgain } from './QuoteAgain.tsx';
import {
  emptyQuote,
  QUOTE_FORM,
  quoteStepErrors,
  sendQuote,
  stepOfField,
  type QuoteStep,
  type QuoteValues,
} from './quoteSubmit.ts';
import { quoteThanksCopy } from './quoteThanks.ts';
import { preloadValidation } from '../../app/validation.ts';

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

type Step = QuoteStep | 4;

/** The class names given, without the false ones. */
const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The filled-in steps, in order. */
const formSteps: readonly QuoteStep[] = [1, 2, 3];

/**
 * Where the builder starts on a page that answers it posted without JavaScript: the thank-you
 * after a sent quote, else the first step with a message (the last one for a failed send).
 */
function startingStep(posted: PostedForm<QuoteValues> | undefined): Step {
  if (!posted) return 1;
  if (posted.state) return 4;
  const fields = Object.keys(posted.errors);
  if (fields.length === 0) return 3;
  return Math.min(...fields.map(stepOfField)) as QuoteStep;
}

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
function choicesMade(step: Step, values: QuoteValues): boolean {
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
 *
 * Until its code runs (on the server and while hydrating) it renders its three steps as the
 * fieldsets of one form with one Submit at the end: without JavaScript that form is filled in
 * and posted whole, and the page's action answers it (actions.ts,
 * docs/decisions/040-forms-post-to-the-server.md). Where scripting is on, CSS shows that same
 * markup as the stepper at its current step (leads.css.ts `withScripting`), so the page does not
 * move when the code takes over.
 */
export function QuoteBuilder({ headingLevel = 2 }: QuoteBuilderProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const headingIdOf = (n: QuoteStep) => `${id}-step-${n}`;
  // This page answering the builder posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<QuoteValues>(QUOTE_FORM);
  const [step, setStep] = useState<Step>(() => startingStep(posted));
  const [sentTo, setSentTo] = useState<string | null>(() => posted?.state?.email ?? null);
  // False on the server and in the hydrating render (they must match), true right after.
  const stepper = useHydrated();
  const honeypot = useHoneypot();
  const rootRef = useRef<HTMLElement>(null);
  const focusRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<QuoteValues>({
    initialValues: posted ? { ...emptyQuote, ...posted.values } : emptyQuote,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: (values) => (step > 3 ? {} : quoteStepErrors(step as QuoteStep, values)),
    fallbackError: quoteMessages.fallback,
    onSubmit: async (values) => {
      if (step < 3) {
        setStep((step + 1) as Step);
        return;
      }
      // Every step validated on the way here; parsing also trims what is sent. The
      // confirmation e-mail is asked for meanwhile (docs/product/spec.md §7); the thank-you
      // does not wait for it.
      const { quote } = await sendQuote(values, honeypot.read());
      setSentTo(quote.email);
      setStep(4);
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
  // Before the code runs: every step is rendered, and what only the stepper needs (its
  // progress, Next and Back) shows only where scripting is on; the steps other than the
  // current one and the one Submit at the end only where it is off.
  const allSteps = !stepper;
  const shown = (n: QuoteStep) => allSteps || step === n;

  return (
    <section ref={rootRef} className={styles.builder} aria-labelledby={titleId}>
      <div>
        <Title id={titleId} className={styles.title}>
          {quoteBuilderCopy.title}
        </Title>
        <p className={styles.intro}>{quoteBuilderCopy.intro}</p>
      </div>
      <Stepper
        className={allSteps && step !== 4 ? styles.withScripting : undefined}
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
          <QuoteAgain className={styles.thanksAction} onClick={startOver}>
            {quoteBuilderCopy.again}
          </QuoteAgain>
        </div>
      ) : (
        <Form
          method="post"
          {...form.formProps}
          className={styles.form}
          // The whole builder names the form of all its steps; the stepper's, its one step.
          aria-labelledby={allSteps ? titleId : headingIdOf(step)}
          onFocusCapture={preloadValidation}
        >
          <FormName name={QUOTE_FORM} />
          <Honeypot inputRef={honeypot.ref} />
          {formSteps.map((n) =>
            shown(n) ? (
              <fieldset
                key={n}
                className={classes(styles.step, allSteps && n !== step && styles.withoutScripting)}
                // Marks markup a scripted page never shows (tests/e2e/site.e2e.ts leaves it out
                // when it compares the served page with the hydrated one).
                data-without-scripting={allSteps && n !== step ? '' : undefined}
                // Named by its heading where it is one of several; alone, the form is.
                aria-labelledby={allSteps ? headingIdOf(n) : undefined}
              >
                <StepTitle
                  id={headingIdOf(n)}
                  ref={n === step ? focusRef : undefined}
                  tabIndex={-1}
                  className={styles.stepHeading}
                >
                  {quoteBuilderCopy.stepHeadings[n]}
                </StepTitle>
                {n === 1 ? (
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
                {n === 2 ? (
                  <>
                    <RadioCardGroup
                      label={quoteBuilderCopy.businessTypeLabel}
                      required
                      columns={3}
                      options={businessOptions}
                      {...form.valueField('businessType')}
                      onValueChange={(value) =>
                        form.setValue('businessType', value as BusinessType)
                      }
                    />
                    <RadioCardGroup
                      label={quoteBuilderCopy.projectScopeLabel}
                      required
                      columns={3}
                      options={scopeOptions}
                      {...form.valueField('projectScope')}
                      onValueChange={(value) =>
                        form.setValue('projectScope', value as ProjectScope)
                      }
                    />
                  </>
                ) : null}
                {n === 3 ? (
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
              </fieldset>
            ) : null,
          )}
          <div
            className={classes(
              step > 1 ? styles.actionsBetween : styles.actions,
              allSteps && styles.withScripting,
            )}
          >
            {step > 1 ? (
              <Button variant="outline" tone="neutral" disabled={form.submitting} onClick={back}>
                {quoteBuilderCopy.back}
              </Button>
            ) : null}
            {step < 3 ? (
              <Button
                type="submit"
                // A step of the stepper, not a send: pressed before the code runs, it is held
                // and pressed again once it has, where a send would post natively
                // (app/earlyInput.ts).
                data-app-only=""
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
          {allSteps ? (
            <div
              className={classes(styles.actions, styles.withoutScripting)}
              data-without-scripting=""
            >
              <Button type="submit">{quoteBuilderCopy.submit}</Button>
            </div>
          ) : null}
        </Form>
      )}
    </section>
  );
}
