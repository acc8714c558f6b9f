// The router in React: the provider that renders the matched routes (each inside the one
// above it, through <Outlet />), error boundaries per route, and the hooks and <Link> pages use.
import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { DataRoute, Params, RouteMatch } from './match.ts';
import { ErrorResponse } from './responses.ts';
import type { Location, Navigation, Router, RouterState } from './router.ts';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  match: RouteMatch | null;
  outlet: ReactNode;
  /** The error this route's boundary shows, if any. */
  error?: unknown;
}
const RouteContext = createContext<RouteContextValue>({ match: null, outlet: null });

function useRouterState(hook: string): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error(`${hook} must be used inside <RouterProvider>`);
  return state;
}

// Layout effects do nothing on the server, where React warns about them.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Renders `router`'s current page and follows it as it navigates. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);

  useEffect(() => {
    // As transitions: React keeps the page responsive while it renders the next one.
    const follow = (next: RouterState) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(follow);
    // Whatever changed between the first render and this subscription (no change: no render).
    follow(router.state);
    return unsubscribe;
  }, [router]);

  useScrollOnNavigation(router, state);

  const page = useMemo(
    () => renderMatches(state),
    // The page depends on these alone, not on the pending navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.matches, state.loaderData, state.errors, state.initialized, state.location],
  );

  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{page}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/**
 * After a navigation renders: a new page starts at its top (or at its #section), back and
 * forward return to where the visitor was.
 */
function useScrollOnNavigation(router: Router, state: RouterState) {
  const { location, historyAction } = state;
  useClientLayoutEffect(() => {
    if (!router.scrolls || !state.initialized) return;
    if (historyAction === 'POP') {
      // Back or forward: where the visitor was (to a #section the browser has scrolled itself).
      const saved = location.hash ? undefined : router.savedScroll(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
}

/** The matched routes as nested elements: each route's Component with the next one as its outlet. */
function renderMatches(state: RouterState): ReactNode {
  const { matches, loaderData, errors, initialized } = state;
  // Down to the route whose boundary shows an error, or (first load) whose data is pending.
  let last = matches.length - 1;
  let fallback = false;
  if (errors) {
    const at = matches.findIndex(({ route }) => route.id in errors);
    if (at >= 0) last = at;
  }
  if (!initialized) {
    const at = matches.findIndex(
      ({ route }) => route.lazy || (route.loader && !(route.id in loaderData)),
    );
    if (at >= 0 && at <= last) {
      last = at;
      fallback = true;
    }
  }
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const match = matches[i]!;
    const { route } = match;
    const error = errors?.[route.id];
    let element: ReactNode;
    if (i === last && fallback) {
      element = route.HydrateFallback ? <route.HydrateFallback /> : null;
    } else if (error !== undefined) {
      element = <ErrorElement route={route} />;
    } else {
      element = route.element ?? (route.Component ? <route.Component /> : <Outlet />);
    }
    const value: RouteContextValue = { match, outlet, error };
    const rendered = <RouteContext.Provider value={value}>{element}</RouteContext.Provider>;
    // A route with a boundary (or the top one) also catches what fails while rendering.
    outlet =
      route.ErrorBoundary || i === 0 ? (
        <RenderErrorBoundary key={route.id} match={match} location={state.location}>
          {rendered}
        </RenderErrorBoundary>
      ) : (
        rendered
      );
  }
  return outlet;
}

function ErrorElement({ route }: { route: DataRoute }) {
  return route.ErrorBoundary ? <route.ErrorBoundary /> : <DefaultErrorElement />;
}

/** Where no route has an ErrorBoundary (tests' small tables); the site's routes all have one. */
function DefaultErrorElement() {
  const error = useRouteError();
  const text =
    error instanceof ErrorResponse
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <div role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>{text}</p>
    </div>
  );
}

interface RenderErrorBoundaryProps {
  match: RouteMatch;
  location: Location;
  children: ReactNode;
}

/** Catches a render error of its route or below and shows the route's ErrorBoundary with it. */
class RenderErrorBoundary extends Component<
  RenderErrorBoundaryProps,
  { error: unknown; location: Location | null }
> {
  override state = { error: undefined as unknown, location: null as Location | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RenderErrorBoundaryProps,
    state: { error: unknown; location: Location | null },
  ) {
    // A new address renders afresh.
    if (state.location !== props.location) return { error: undefined, location: props.location };
    return null;
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteContext.Provider
        value={{ match: this.props.match, outlet: null, error: this.state.error }}
      >
        <ErrorElement route={this.props.match.route} />
      </RouteContext.Provider>
    );
  }
}

/** Where a layout route renders the route below it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useLocation(): Location {
  return useRouterState('useLocation').location;
}

export function useNavigation(): Navigation {
  return useRouterState('useNavigation').navigation;
}

/** The address's params (e.g. `slug` of /blog/:slug). */
export function useParams(): Params {
  const { match } = useContext(RouteContext);
  const state = useRouterState('useParams');
  return (match ?? state.matches.at(-1))?.params ?? {};
}

/** What this route's loader returned. */
export function useLoaderData(): unknown {
  const { match } = useContext(RouteContext);
  const state = useRouterState('useLoaderData');
  return match ? state.loaderData[match.route.id] : undefined;
}

/** Inside an ErrorBoundary: what it shows. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  loaderData: unknown;
  handle: unknown;
}

/** The rendered routes, top down, with their data and handles (the head reads them). */
export function useMatches(): UIMatch[] {
  const { matches, loaderData } = useRouterState('useMatches');
  return useMemo(
    () =>
      matches.map(({ route, params, pathname }) => ({
        id: route.id,
        pathname,
        params,
        loaderData: loaderData[route.id],
        handle: route.handle,
      })),
    [matches, loaderData],
  );
}

export function useRevalidator(): { state: 'idle' | 'loading'; revalidate: () => Promise<void> } {
  const router = useContext(RouterContext);
  const { revalidation } = useRouterState('useRevalidator');
  return useMemo(
    () => ({ state: revalidation, revalidate: () => router?.revalidate() ?? Promise.resolve() }),
    [router, revalidation],
  );
}

export function useNavigate(): (to: string | number, options?: { replace?: boolean }) => void {
  const router = useContext(RouterContext);
  return (to, options) => void router?.navigate(to, options);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The address ('/contact', '/blog?page=2'). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const isModified = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An address in the site: a real link (it works without JavaScript, opens in a new tab), which
 * a plain click follows in the page instead of reloading it.
 */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const router = useContext(RouterContext);
  return (
    <a
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (
          !router ||
          event.defaultPrevented ||
          event.button !== 0 ||
          isModified(event) ||
          (target && target !== '_self') ||
          rest.download !== undefined
        ) {
          return;
        }
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        void router.navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}
