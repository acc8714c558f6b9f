// The one route table of the site. Pages are lazy modules grouped by layout (docs/conventions.md
// "Site": routes/_marketing, routes/_auth, routes/account, routes/blog, routes/services); each
// route's `handle` says how the page is served (routing/routeHandle.ts). Every page loads this
// table, so what the build does not need is not in it: a page's head is its module's `meta`
// export (routing/page.ts), and the pages the server renders per request behind a sign-in
// (`deferredPage`) load through their own glob (routing/deferredPages.ts).
import { redirect, type RouteObject } from 'react-router-dom';
import { titleWithBrand } from '@brightlane/contract/brand';
import { NotFoundPage, notFoundCopy } from './errors/NotFoundPage.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/RouteErrorBoundary.tsx';
import { requireUser, SIGNED_IN_ROUTE } from './features/auth/guard.ts';
import { loadUserWorkspace } from './features/workspace/guard.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import type { RouteHandle } from './routing/routeHandle.ts';
import { deferredPage, page } from './routing/page.ts';
import { collectPages, reservedFirstSegments } from './routing/routeManifest.ts';

/** Content pages (docs/product/spec.md §2 Portfolio, Services, About, FAQ). */
const marketingPages: RouteObject[] = [
  page({ path: 'portfolio' }, '_marketing/portfolio.tsx', {
    render: 'prerender',
  }),
  page({ path: 'services' }, '_marketing/services.tsx', {
    render: 'prerender',
    sitemapPriority: 0.9,
  }),
  page({ path: 'about' }, '_marketing/about.tsx', {
    render: 'prerender',
    sitemapPriority: 0.8,
  }),
  page({ path: 'faq' }, '_marketing/faq.tsx', {
    render: 'prerender',
  }),
];

/** The four service pages, in their shared layout (docs/product/spec.md §2 "Service pages"). */
const servicePages: RouteObject[] = [
  page({ path: 'services/cloud' }, 'services/cloud.tsx', {
    render: 'prerender',
    sitemapPriority: 0.9,
  }),
  page({ path: 'services/seo' }, 'services/seo.tsx', {
    render: 'prerender',
    sitemapPriority: 0.9,
  }),
  page({ path: 'services/ecommerce' }, 'services/ecommerce.tsx', {
    render: 'prerender',
    sitemapPriority: 0.9,
  }),
  page({ path: 'services/web-development' }, 'services/web-development.tsx', {
    render: 'prerender',
    sitemapPriority: 0.9,
  }),
];

/** Pages with lead forms (docs/product/spec.md §2 Contact, Careers; /support). */
const leadPages: RouteObject[] = [
  page({ path: 'contact' }, '_marketing/contact.tsx', {
    render: 'prerender',
    sitemapPriority: 0.7,
  }),
  page({ path: 'careers' }, '_marketing/careers.tsx', {
    render: 'prerender',
  }),
  // A role's application as a page, for 'Apply Now' without JavaScript (the page's code opens
  // it as a dialog on /careers). Rendered per request: the role is in the address
  // (`?position=`), and its form posts here.
  page({ path: 'careers/apply' }, '_marketing/careers-apply.tsx', {
    render: 'server',
    sitemap: false,
  }),
  page({ path: 'support' }, '_marketing/support.tsx', {
    render: 'prerender',
  }),
];

/** Terms, privacy and the human-readable sitemap (docs/product/spec.md §2). */
const legalPages: RouteObject[] = [
  page({ path: 'terms' }, '_marketing/terms.tsx', {
    render: 'prerender',
    sitemapPriority: 0.3,
  }),
  page({ path: 'privacy' }, '_marketing/privacy.tsx', {
    render: 'prerender',
    sitemapPriority: 0.3,
  }),
  page({ path: 'sitemap' }, '_marketing/sitemap.tsx', {
    render: 'prerender',
  }),
];

/** Reading the blog (docs/product/spec.md §2 "Blog screens"; posts come from the API). */
const blogPages: RouteObject[] = [
  // The list: its posts come from the database, so the server renders it per request (in
  // the HTML without JavaScript, no layout shift when they arrive); listed in the sitemap.
  page({ path: 'blog' }, 'blog/index.tsx', {
    render: 'server',
    // The default it had when pre-rendered; one address, so the sitemap lists it as it is.
    sitemapPriority: 0.5,
  }),
  // One post: addresses come from the database, so the server renders it per request (its
  // loader reads the post through the server's request context; in the browser, the API).
  page({ path: 'blog/:slug' }, 'blog/post.tsx', {
    render: 'server',
    sitemapPriority: 0.6,
  }),
];

/** Signing in and out (docs/product/spec.md §2 Login, Signup, Logout, Forgot-password; docs/decisions/016-accounts-in-the-site.md). */
const accountPages: RouteObject[] = [
  page({ path: 'login' }, '_auth/login.tsx', {
    render: 'prerender',
    sitemap: false,
  }),
  page({ path: 'signup' }, '_auth/signup.tsx', {
    render: 'prerender',
    sitemap: false,
  }),
  page({ path: 'forgot-password' }, '_auth/forgot-password.tsx', {
    render: 'prerender',
    sitemap: false,
  }),
  // The e-mailed links' pages read their token from the address. Rendered per request: its
  // form (with the link's token) works without JavaScript.
  page({ path: 'reset-password' }, '_auth/reset-password.tsx', {
    render: 'server',
    sitemap: false,
  }),
  // Rendered per request: its 'Confirm' works without JavaScript, and opening it spends nothing.
  deferredPage({ path: 'verify-email' }, '_auth/verify-email.tsx', {
    render: 'server',
    sitemap: false,
  }),
  // Rendered per request: the server asks who is signed in, and its form works without
  // JavaScript (the way out of an account whose pages need it).
  page({ path: 'logout' }, '_auth/logout.tsx', {
    render: 'server',
    sitemap: false,
  }),
  // Not behind the guard: a guest sees 'My Profile' and an invitation to sign in (docs/product/decisions.md
  // "Accounts"). Rendered per request with the visitor's session, as /settings: its edit form
  // works before and without the page's code.
  deferredPage({ path: 'profile' }, 'account/profile.tsx', {
    render: 'server',
    sitemap: false,
  }),
];

/**
 * Pages behind a sign-in (docs/decisions/016-accounts-in-the-site.md "Guards"): the pathless parent's loader sends a signed-out
 * visitor to /login?next=… before any of them renders. Each rendered per request with the
 * visitor's data (docs/decisions/040-forms-post-to-the-server.md), never pre-rendered, and noindex.
 */
const signedInPages: RouteObject = {
  id: SIGNED_IN_ROUTE,
  loader: requireUser,
  children: [
    // Rendered per request with the visitor's figures, projects and posts: a sign-in answered
    // by the server (before or without the page's code) lands on the account, not on a page
    // that needs JavaScript.
    deferredPage({ path: 'dashboard' }, 'account/dashboard.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // Rendered per request with the visitor's session: its forms (sign a session out, change
    // the password, turn two-factor off) work before and without the page's code.
    deferredPage({ path: 'settings' }, 'account/settings.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // The staff inbox (docs/product/decisions.md "Lead forms"): anyone signed in but staff gets the
    // not-found page, and its title, from the page's loader. Rendered per request with the
    // address's list: a lead is marked handled before and without the page's code.
    deferredPage({ path: 'admin' }, 'account/admin.tsx', { render: 'server', sitemap: false }),
    // The site's web vitals and client errors (docs/decisions/025-vitals-dashboard.md), staff only in the same way.
    // Rendered per request with the address' period: its figures and errors show before and
    // without the page's code, the periods are links.
    deferredPage({ path: 'admin/vitals' }, 'account/admin-vitals.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // Every notification of the account, with paging (docs/decisions/020-notifications.md; docs/product/spec.md §2 names it).
    // Rendered per request with the visitor's notifications: shown, marked read and paged
    // before and without the page's code.
    deferredPage({ path: 'notifications' }, 'account/notifications.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // The signed-in user's own workspace (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area").
    // Rendered per request with the visitor's workspace: it shows before and without the code.
    deferredPage({ path: 'workspace' }, 'account/workspace.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // The member area (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): the user's projects. An
    // unknown id, or someone else's project, is the not-found page, from the page's loader.
    // Rendered per request with the visitor's projects: the project form and 'Delete' post to
    // their page, answered by the server where the page's code has not run, and lead to the
    // list or a project (docs/decisions/040-forms-post-to-the-server.md).
    deferredPage({ path: 'projects' }, 'account/projects/list.tsx', {
      render: 'server',
      sitemap: false,
    }),
    deferredPage({ path: 'projects/new' }, 'account/projects/new.tsx', {
      render: 'server',
      sitemap: false,
    }),
    deferredPage({ path: 'projects/:id' }, 'account/projects/detail.tsx', {
      render: 'server',
      sitemap: false,
    }),
    deferredPage({ path: 'projects/:id/edit' }, 'account/projects/edit.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // The rest of the member area (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): the user's
    // project views over time, their storage against the quota, their plan and invoices.
    // Rendered per request with the visitor's views: shown, periods as links, without the code.
    deferredPage({ path: 'analytics' }, 'account/analytics.tsx', {
      render: 'server',
      sitemap: false,
    }),
    // Rendered per request with the visitor's storage: it shows before and without the code.
    deferredPage({ path: 'storage' }, 'account/storage.tsx', { render: 'server', sitemap: false }),
    // Rendered per request with the visitor's plan and invoices: shown before and without the code.
    deferredPage({ path: 'billing' }, 'account/billing.tsx', { render: 'server', sitemap: false }),
    // 'Create content' is writing a blog post: the editor's address. Loaders run in parallel,
    // so this one waits for the guard's answer: a signed-out visitor signs in and comes back
    // here, rather than racing off to the editor's own sign-in.
    {
      path: 'content/create',
      // Answered by the server (its redirect, or the guard's to sign in), not the SPA shell that
      // says the page needs JavaScript; no head of its own, since it is never shown.
      handle: { render: 'server', sitemap: false } satisfies RouteHandle,
      loader: async (args) => {
        await requireUser(args);
        return redirect('/blog/create');
      },
      // Never shown (the loader always redirects); says so to React Router.
      Component: EmptyFallback,
    },
    // Blog authoring (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): a new post, its editor and the delete
    // confirmation. An unknown id or someone else's draft is the not-found page; someone
    // else's published post says only its author may change it (the API answers 403).
    // Rendered per request with the visitor's post: the post form and 'Delete Post' post to
    // their page, answered by the server where the page's code has not run
    // (docs/decisions/040-forms-post-to-the-server.md).
    deferredPage({ path: 'blog/create' }, 'blog/create.tsx', { render: 'server', sitemap: false }),
    deferredPage({ path: 'blog/edit/:id' }, 'blog/edit.tsx', { render: 'server', sitemap: false }),
    deferredPage({ path: 'blog/delete/:id' }, 'blog/delete.tsx', {
      render: 'server',
      sitemap: false,
    }),
  ],
};

/**
 * `/{username}/{page}`. A first segment the site's own pages use is no username: the loader
 * answers 404 there, so /services/unknown is the not-found page (the server agrees, reading
 * `reserved` from routes.json). Rendered per request, as its addresses are not known at build:
 * the heading shows without the page's code.
 */
const userPage: RouteObject = {
  ...deferredPage({ path: ':username/:page' }, '_marketing/user-page.tsx', {
    render: 'server',
    sitemap: false,
  }),
  loader: ({ params }) => {
    if (reservedSegments().includes(String(params.username).toLowerCase())) {
      throw new Response('Not Found', { status: 404 });
    }
    return null;
  },
};

/**
 * `/{username}/workspace` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): that user's workspace, for
 * them and staff. More specific than `/{username}/{page}`, so it wins for that page name. Its
 * loader answers 404 for a first segment the site uses, as the user page's does; then sends a
 * signed-out visitor to sign in, and anyone else signed in to the not-found page. Rendered per
 * request with that workspace, read by the same loader on the server: it shows before and
 * without the code.
 */
const userWorkspace: RouteObject = {
  ...deferredPage({ path: ':username/workspace' }, 'account/user-workspace.tsx', {
    render: 'server',
    sitemap: false,
  }),
  loader: (args) => {
    if (reservedSegments().includes(String(args.params.username).toLowerCase())) {
      throw new Response('Not Found', { status: 404 });
    }
    return loadUserWorkspace(args);
  },
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // The layout itself failed: a full-page fallback without it.
    ErrorBoundary: RootErrorBoundary,
    // A client-rendered page (the empty SPA shell) shows nothing until its module and data are
    // in; pre-rendered pages hydrate with theirs (app/startClient.tsx).
    HydrateFallback: EmptyFallback,
    children: [
      {
        // Pathless: a page's error renders inside the layout, so the navigation still works.
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({ index: true }, '_marketing/home.tsx', {
            render: 'prerender',
            sitemapPriority: 1.0,
          }),
          ...marketingPages,
          ...servicePages,
          ...leadPages,
          ...legalPages,
          ...blogPages,
          ...accountPages,
          signedInPages,
          userWorkspace,
          // A visitor's own page (docs/product/spec.md §2): only a heading, addresses unknown at build.
          userPage,
          {
            // Not lazy: the error boundary shows it for thrown 404s too.
            path: '*',
            Component: NotFoundPage,
            handle: {
              meta: {
                title: titleWithBrand(notFoundCopy.title),
                noindex: true,
                canonicalPath: null,
              },
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

function EmptyFallback() {
  return null;
}

let reserved: string[] | undefined;

/**
 * The first path segments of the site's own pages, read from the table the first time a
 * visitor's page is asked for: not when the app starts, where every page would pay for it.
 */
function reservedSegments(): string[] {
  reserved ??= reservedFirstSegments(collectPages(routes).map((route) => route.pattern));
  return reserved;
}
