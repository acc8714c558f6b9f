import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Banner, Heading, Text } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { settingsCopy as copy } from '../../features/settings/copy.ts';
import {
  NOTICE_STATE,
  SETTINGS_FORMS,
  type SettingsPageData,
} from '../../features/settings/postedForms.ts';
import { SettingsScreen } from '../../features/settings/SettingsScreen.tsx';
import { useAnsweredForm } from '../../forms/postedForm.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './settings.css.ts';

/**
 * Rendered per request, the page holds the account's sessions (read on the server as this
 * visitor, its code loads there only); in the browser the screen asks for them itself.
 */
export function loader(args: LoaderFunctionArgs): SettingsPageData | Promise<SettingsPageData> {
  if (!serverApi(args.context)) return {};
  return import('../../features/settings/actions.ts').then((forms) => forms.settingsPage(args));
}

/** The screen's forms posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/settings/actions.ts').then((forms) => forms.settingsAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand('Account Settings'), noindex: true };

/** What a form posted without the page's code did, as the screen's toast would say it. */
function usePostedNotice(): string | undefined {
  return useAnsweredForm(SETTINGS_FORMS)?.state?.[NOTICE_STATE];
}

/**
 * `/settings` ('Account Settings', docs/product/spec.md §2): the settings screen of the
 * session's user under its heading. /profile's Settings tab shows the same screen.
 */
export function Component() {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const data = useLoaderData() as SettingsPageData | undefined;
  const { session } = useSession();
  const user = session.user ?? guarded;
  const notice = usePostedNotice();

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <Heading level={1}>{copy.title}</Heading>
        <Text variant="muted">{copy.lead}</Text>
      </header>
      {notice ? (
        <Banner tone="positive" className={styles.notice}>
          {notice}
        </Banner>
      ) : null}
      <SettingsScreen
        settings={user?.settings}
        sessions={data?.sessions}
        sessionsFailed={data?.sessionsFailed}
        sessionsAsOf={data?.now}
      />
    </div>
  );
}
