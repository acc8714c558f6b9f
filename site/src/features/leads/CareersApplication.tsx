import {
  careerPositionLabels,
  careersMessages,
  CV_MAX_BYTES,
  type CareerPosition,
} from '@brightlane/contract';
import {
  Banner,
  Button,
  FileField,
  Form,
  Modal,
  TextArea,
  TextField,
  useForm,
} from '@brightlane/ui';
import { useState } from 'react';
import type { PostedForm } from '../../forms/postedForm.ts';
import {
  applicationErrors,
  emptyApplication,
  sendApplication,
  type ApplicationValues,
} from './careersSubmit.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { preloadValidation } from '../../app/validation.ts';

/** The application modal's copy; exact strings are asserted by tests. */
export const careersApplicationCopy = {
  title: 'Job Application',
  position: (label: string) => `Position: ${label}`,
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  experience: 'Experience',
  experienceHint: 'Your relevant experience in a few lines: roles, years, technologies.',
  github: 'GitHub profile',
  githubHint: 'Optional, e.g. https://github.com/your-name',
  cv: 'CV',
  cvHint: 'Optional. PDF or DOCX, up to 5 MB.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const;

type Status = 'idle' | 'success' | 'error';

/**
 * The application's state: its form (with the CV), its honeypot and its status; in the modal
 * on /careers, and on the application page, which may be the answer to the form posted
 * without JavaScript (`posted`: the thank-you, or the messages and what was typed).
 */
export function useApplication(position: CareerPosition, posted?: PostedForm<ApplicationValues>) {
  const honeypot = useHoneypot();
  const [status, setStatus] = useState<Status>(() =>
    posted?.state?.sent ? 'success' : posted?.generalError ? 'error' : 'idle',
  );

  const form = useForm<ApplicationValues & { cv: File | null }>({
    // A file is never sent back: a posted page asks for the CV again.
    initialValues: { ...emptyApplication, ...posted?.values, cv: null },
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: ({ cv: _cv, ...values }) => applicationErrors(values, position),
    fallbackError: careersMessages.failed,
    onSubmit: async ({ cv, ...values }) => {
      setStatus('idle');
      try {
        await sendApplication(values, position, cv, honeypot.read());
      } catch (error) {
        setStatus('error');
        throw error;
      }
      setStatus('success');
      form.reset();
      honeypot.clear();
    },
  });

  return { form, honeypot, status, setStatus };
}

export type Application = ReturnType<typeof useApplication>;

/**
 * The application's thank-you and form: name, e-mail, phone, experience, an optional GitHub
 * URL and an optional CV (PDF or DOCX, at most 5 MB), posted as multipart form data. Without
 * JavaScript the browser posts it to its page (the application page, `encType` multipart for
 * the CV), whose action sends it as the code does.
 */
export function ApplicationForm({ application }: { application: Application }) {
  const { form, honeypot, status, setStatus } = application;
  return (
    <>
      {/* Always present, so the thank-you is announced when it appears. */}
      <div aria-live="polite">
        {status === 'success' ? (
          <Banner tone="positive" role="none" title={careersMessages.successTitle}>
            {careersMessages.successBody}
          </Banner>
        ) : null}
      </div>
      <Form
        method="post"
        {...form.formProps}
        encType="multipart/form-data"
        className={styles.form}
        aria-label={careersApplicationCopy.title}
        onFocusCapture={preloadValidation}
        onChange={() => {
          if (status === 'success') setStatus('idle');
        }}
      >
        <Honeypot inputRef={honeypot.ref} />
        <TextField
          label={careersApplicationCopy.name}
          autoComplete="name"
          required
          {...form.field('name')}
        />
        <div className={styles.pair}>
          <TextField
            label={careersApplicationCopy.email}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <TextField
            label={careersApplicationCopy.phone}
            type="tel"
            autoComplete="tel"
            required
            {...form.field('phone')}
          />
        </div>
        <TextArea
          label={careersApplicationCopy.experience}
          hint={careersApplicationCopy.experienceHint}
          rows={4}
          required
          {...form.field('experience')}
        />
        <TextField
          label={careersApplicationCopy.github}
          type="url"
          inputMode="url"
          hint={careersApplicationCopy.githubHint}
          {...form.field('github')}
        />
        <FileField
          label={careersApplicationCopy.cv}
          hint={careersApplicationCopy.cvHint}
          accept={['.pdf', '.docx']}
          maxSize={CV_MAX_BYTES}
          tooLargeMessage={careersMessages.cvTooLarge}
          wrongTypeMessage={careersMessages.cvType}
          {...form.valueField('cv')}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            block
            loading={form.submitting}
            loadingText={careersApplicationCopy.submitting}
          >
            {careersApplicationCopy.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}

export interface CareersApplicationProps {
  /** The tab the visitor applied from; sent as `position`. */
  position: CareerPosition;
  /** Whether the modal is open. */
  open: boolean;
  /** Called when the modal asks to open or close (×, Escape, overlay click). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The careers application modal (docs/product/spec.md §2 Careers, §4, §5, §8; docs/product/decisions.md "Lead forms"):
 * name, e-mail, phone, experience, an optional GitHub URL and an optional CV (PDF or DOCX, at
 * most 5 MB), posted as multipart form data with the position of the tab. 'Submitting...' while
 * busy; on success a thank-you shows above the emptied form; closing the modal clears the status.
 */
export function CareersApplication({ position, open, onOpenChange }: CareersApplicationProps) {
  const application = useApplication(position);
  const { form, setStatus } = application;

  const changeOpen = (next: boolean) => {
    if (!next) {
      // docs/product/spec.md §4: closing clears the status; what was typed stays for a second try.
      setStatus('idle');
      form.setErrors({});
      form.setGeneralError(null);
    }
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={careersApplicationCopy.title}
      description={careersApplicationCopy.position(careerPositionLabels[position])}
    >
      <ApplicationForm application={application} />
    </Modal>
  );
}
