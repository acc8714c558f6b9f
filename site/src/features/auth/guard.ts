// Pages behind a sign-in (docs/decisions/016-accounts-in-the-site.md "Guards", docs/product/decisions.md "Accounts"): their loader asks the
// session store; a signed-out visitor is redirected to /login?next=… before anything of the
// page renders, and comes back after signing in.
import { redirect, useMatches, useRouteLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { serverApi } from '../../forms/serverApi.ts';
import { fetchSession, sessionStore } from './session.ts';

/** Where a sign-in goes when nothing sent the visitor there (docs/product/spec.md §2). */
export const AFTER_SIGN_IN = '/dashboard';
export const LOGIN_PATH = '/login';
export const NEXT_PARAM = 'next';

/**
 * `next` if it is a path on this site, else null: it must start with one '/', and parse to our
 * own origin, so '//evil.example', '/\\evil.example' and 'https://…' are refused (open redirect).
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  try {
    const base = 'https://brightlane.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after signing in, from a `?next=` search. */
export function afterSignIn(search: string): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM)) ?? AFTER_SIGN_IN;
}

/** /login?next=… for the address a signed-out visitor asked for. */
export function loginFor(url: URL | string): string {
  const { pathname, search, hash } = typeof url === 'string' ? new URL(url) : url;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: `${pathname}${search}${hash}` })}`;
}

/**
 * The guard: the signed-in user, or a redirect to sign in and come back. For a page the server
 * renders per request (/settings), the server asks the API as this visitor.
 */
export async function requireUser({ request, context }: LoaderFunctionArgs): Promise<PublicUser> {
  const api = serverApi(context);
  const user = api ? await fetchSession(api) : await sessionStore.check();
  if (!user) throw redirect(loginFor(request.url));
  return user;
}

/** What a staff page's loader answers: only staff get this far. */
export interface StaffLoaderData {
  staff: true;
}

/**
 * The guard of the staff pages (/admin, /admin/vitals; docs/product/decisions.md "Lead
 * forms"): a signed-out visitor is sent to sign in, as by `requireUser` (the same session
 * check, answered once); anyone else signed in gets the not-found page, as the API answers 404
 * for them, and the page makes no /api/admin request.
 */
export async function requireStaff(args: LoaderFunctionArgs): Promise<StaffLoaderData> {
  const user = await requireUser(args);
  if (user.role !== 'staff')
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return { staff: true };
}

/** The id of the pathless route whose loader is the guard; its pages read the user from it. */
export const SIGNED_IN_ROUTE = 'signed-in';

/** /profile: open to everyone, its loader reads who the visitor is too (features/profile/actions.ts). */
export const PROFILE_PATH = '/profile';

/**
 * The signed-in visitor as the server knew them when it rendered this page for them: behind the
 * guard, or on /profile. Undefined on a page rendered for everyone (pre-rendered), and for a
 * guest. What the bar and the banners show where the page's code does not run. (By the page's
 * address, not its route's id: the id names its module, which the first load must not.)
 */
export function useServerVisitor(): PublicUser | undefined {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const profile = useMatches().find((match) => match.pathname === PROFILE_PATH)?.data as
    { user?: PublicUser | null } | undefined;
  return guarded ?? profile?.user ?? undefined;
}
