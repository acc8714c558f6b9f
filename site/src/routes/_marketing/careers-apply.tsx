import type { ActionFunctionArgs } from 'react-router-dom';
import { careerPositionLabels, careerPositions, type CareerPosition } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Card } from '@brightlane/ui';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ApplicationForm,
  careersApplicationCopy,
  useApplication,
} from '../../features/leads/CareersApplication.tsx';
import {
  APPLICATION_FORM,
  applyPath,
  type ApplicationValues,
} from '../../features/leads/careersSubmit.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './careers.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The application page's copy; exact strings are asserted by tests. */
export const careersApplyCopy = {
  back: 'All open positions',
  choose: 'Choose the position you are applying for:',
} as const;

/**
 * `/careers/apply?position=…`: the careers application of one role as a page of its own, for a
 * visitor without JavaScript (docs/decisions/040-forms-post-to-the-server.md). On /careers each
 * role's 'Apply Now' opens the same form in a dialog once the page's code runs; without it,
 * 'Apply Now' is a link here. The form posts to this page, whose action sends it, CV and all,
 * as the dialog does (features/leads/actions.ts), and answers with the dialog's thank-you or
 * its messages. Rendered per request: the role is in the address. An address without a known
 * role lists the roles.
 */
export function Component() {
  const [params] = useSearchParams();
  const position = careerPositions.find((known) => known === params.get('position'));
  return (
    <>
      <PageHeader
        title={careersApplicationCopy.title}
        lead={
          position ? careersApplicationCopy.position(careerPositionLabels[position]) : undefined
        }
      />
      <div className={`${layout.container} ${styles.body}`}>
        <p className={styles.back}>
          <Link to="/careers">{careersApplyCopy.back}</Link>
        </p>
        {position ? (
          <Card variant="elevated" padding="lg" className={styles.applyCard}>
            <Application position={position} />
          </Card>
        ) : (
          <>
            <p>{careersApplyCopy.choose}</p>
            <ul className={styles.list}>
              {careerPositions.map((known) => (
                <li key={known}>
                  <Link to={applyPath(known)}>{careerPositionLabels[known]}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

function Application({ position }: { position: CareerPosition }) {
  // This page answering the application posted without JavaScript: its verdict, from the start.
  const posted = usePostedForm<ApplicationValues>(APPLICATION_FORM);
  const application = useApplication(position, posted);
  return <ApplicationForm application={application} />;
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Job Application'),
  description: 'Apply for a position at Brightlane Digital: send your details and your CV.',
  // A role's application: the roles themselves are on /careers.
  noindex: true,
};

/**
 * The application posted without JavaScript (forms/postedForm.ts). Its code loads when a post
 * arrives, i.e. on the server only: the page's code in the browser never downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/leads/actions.ts').then((forms) => forms.applicationAction(args));
