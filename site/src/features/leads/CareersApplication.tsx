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
import { leadFailure, submitApplication } from './api.ts';
import { Honeypot, useHoneypot } from './Honeypot.tsx';
import * as styles from './leads.css.ts';
import { loadValidation, preloadValidation } from '../../app/validation.ts';

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

interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  experience: string;
  github: string;
  cv: File | null;
}

const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  github: '',
  cv: null,
};

type Status = 'idle' | 'success' | 'error';

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
  const honeypot = useHoneypot();
  const [status, setStatus] = useState<Status>('idle');

  const form = useForm<ApplicationValues>({
    initialValues: emptyApplication,
    validate: async ({ cv: _cv, ...values }) => {
      const { applicationSchema, fieldErrors } = await loadValidation();
      return fieldErrors(applicationSchema, { ...values, position });
    },
    fallbackError: careersMessages.failed,
    onSubmit: async ({ cv, ...values }) => {
      setStatus('idle');
      try {
        // Loaded already: validate awaited it.
        const { applicationSchema } = await loadValidation();
        const application = applicationSchema.parse({ ...values, position });
        await submitApplication(application, cv, honeypot.read());
      } catch (error) {
        setStatus('error');
        throw leadFailure(error, {
          notOk: careersMessages.failed,
          fallback: careersMessages.failed,
        });
      }
      setStatus('success');
      form.reset();
      honeypot.clear();
    },
  });

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
      {/* Always present, so the thank-you is announced when it appears. */}
      <div aria-live="polite">
        {status === 'success' ? (
          <Banner tone="positive" role="none" title={careersMessages.successTitle}>
            {careersMessages.successBody}
          </Banner>
        ) : null}
      </div>
      <Form
        {...form.formProps}
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
    </Modal>
  );
}
