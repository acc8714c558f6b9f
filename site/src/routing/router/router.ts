// The site's router: the address, its matched routes and their loaded data, kept as one state
// that React renders (react.tsx). It does what the site needs of a data router (lazy page
// modules, loaders with abort, error boundaries, hydration from pre-rendered data, pending and
// revalidation states, scroll on navigation) in a few KB instead of React Router's 30 KB
// (docs/decisions/010-own-router.md).
import { matchRoutes, toDataRoutes } from './match.ts';
import type { DataRoute, Params, RouteMatch, RouteModule, RouteObject } from './match.ts';
import {
  deserializeError,
  isRouteErrorResponse,
  loaderError,
  loaderResult,
  notFoundError,
} from './responses.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` carried. */
  state: unknown;
  /** Unique per history entry ('default' for the first). */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export type Navigation =
  { state: 'idle'; location?: undefined } | { state: 'loading'; location: Location };

export interface RouterState {
  /** How the current location was reached (scrolling depends on it). */
  historyAction: HistoryAction;
  location: Location;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  /** Errors by the id of the route whose ErrorBoundary shows them. */
  errors: Record<string, unknown> | null;
  /** False while the first load's loaders run without pre-rendered data (HydrateFallback shows). */
  initialized: boolean;
  navigation: Navigation;
  revalidation: 'idle' | 'loading';
}

/** The global the server's render sets to the page's HydrationData (routing/router/server.ts). */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';

/** What the server's render leaves for the browser in `window[HYDRATION_GLOBAL]`. */
export interface HydrationData {
  loaderData?: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly routes: DataRoute[];
  readonly state: RouterState;
  /** Settles once the first address's page modules are loaded (render or hydrate after it). */
  readonly ready: Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Goes to an address (or `delta` entries back/forward); settles when the page is shown. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Runs the current page's loaders again (e.g. a retry after a failed read). */
  revalidate(): Promise<void>;
  /** Whether the router scrolls the window (the browser's does, a memory or static one not). */
  readonly scrolls: boolean;
  /** The scroll position a back/forward navigation returns to, if it was seen. */
  savedScroll(key: string): number | undefined;
  dispose(): void;
}

/** Where the router reads and writes addresses: the browser's history, or memory (tests). */
interface History {
  readonly origin: string;
  readonly location: Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  listen(onPop: (location: Location) => void): () => void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** `to` ('/blog?page=2', 'post', '#top') relative to `from`, as a new location. */
function resolveLocation(to: string, from: Location, state: unknown): Location {
  const url = new URL(to, `http://router${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: createKey() };
}

function browserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as { key?: string; usr?: unknown } | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  return {
    origin: window.location.origin,
    get location() {
      return read();
    },
    write(location, replace) {
      const entry = { key: location.key, usr: location.state };
      if (replace) window.history.replaceState(entry, '', pathOf(location));
      else window.history.pushState(entry, '', pathOf(location));
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const listener = () => onPop(read());
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

function memoryHistory(entries: readonly string[], initialIndex?: number): History {
  const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const stack = (entries.length ? entries : ['/']).map((entry, i) => ({
    ...resolveLocation(entry, start, null),
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? stack.length - 1, 0), stack.length - 1);
  let onPop: ((location: Location) => void) | null = null;
  return {
    origin: 'http://localhost',
    get location() {
      return stack[index]!;
    },
    write(location, replace) {
      if (replace) stack[index] = location;
      else stack.splice(++index, stack.length, location);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      // As in a browser, the pop arrives after the call.
      queueMicrotask(() => onPop?.(stack[index]!));
    },
    listen(listener) {
      onPop = listener;
      return () => {
        onPop = null;
      };
    },
  };
}

// Properties a lazy module may not set.
const fixedKeys = new Set(['path', 'index', 'children', 'id', 'lazy']);
const lazyLoads = new WeakMap<DataRoute, Promise<void>>();

/**
 * Loads a route's lazy module once and writes its exports (Component, loader…) into the route;
 * the table's own properties (its handle) win.
 */
export function resolveLazy(route: DataRoute): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let load = lazyLoads.get(route);
  if (!load) {
    load = lazy().then((module: RouteModule) => {
      const target = route as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) {
        if (value !== undefined && !fixedKeys.has(key) && target[key] === undefined) {
          target[key] = value;
        }
      }
      delete route.lazy;
    });
    // A failed load (a network error) is tried again on the next navigation.
    load.catch(() => lazyLoads.delete(route));
    lazyLoads.set(route, load);
  }
  return load;
}

/** The index of the route whose ErrorBoundary shows an error of `matches[index]` (the top one at worst). */
export function boundaryIndex(matches: readonly RouteMatch[], index: number): number {
  for (let i = index; i > 0; i--) if (matches[i]!.route.ErrorBoundary) return i;
  return 0;
}

export interface LoadResult {
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** The HTTP status the page deserves: an error's, else the last one a loader asked for. */
  statusCode: number;
}

/**
 * Loads the page modules and runs the loaders of `location`'s routes, in parallel. An address
 * no route matches is a 404 on the top route.
 */
export async function loadRoutes(
  routes: DataRoute[],
  location: Pick<Location, 'pathname' | 'search'>,
  request: { origin: string; signal?: AbortSignal; context?: unknown },
): Promise<LoadResult> {
  const matches = matchRoutes(routes, location.pathname);
  if (!matches) {
    const top = routes[0];
    if (!top) throw new Error('The route table is empty');
    return {
      matches: [{ route: top, params: {}, pathname: '/' }],
      loaderData: {},
      errors: { [top.id]: notFoundError() },
      statusCode: 404,
    };
  }
  const url = new URL(`${location.pathname}${location.search}`, request.origin);
  const outcomes = await Promise.all(
    matches.map(async ({ route, params }) => {
      try {
        // Without a module to load, the loader starts at once (in the same task as the click).
        if (route.lazy) await resolveLazy(route);
        if (!route.loader) return { ok: true as const, loaded: false, data: undefined };
        const value = await route.loader({
          params: { ...params } as Params,
          request: new Request(url, { signal: request.signal }),
          context: request.context,
        });
        return { ok: true as const, loaded: true, ...(await loaderResult(value)) };
      } catch (thrown) {
        return { ok: false as const, error: await loaderError(thrown) };
      }
    }),
  );
  const loaderData: Record<string, unknown> = {};
  let errors: Record<string, unknown> | null = null;
  let statusCode = 200;
  let errorStatus: number | null = null;
  outcomes.forEach((outcome, i) => {
    const { id } = matches[i]!.route;
    if (outcome.ok) {
      if (outcome.loaded) loaderData[id] = outcome.data;
      if (outcome.status && outcome.status !== 200) statusCode = outcome.status;
      return;
    }
    const boundary = matches[boundaryIndex(matches, i)]!.route.id;
    errors ??= {};
    // The first error (from the top) is the one a boundary shows.
    if (!(boundary in errors)) errors[boundary] = outcome.error;
    errorStatus ??= errorStatusOf(outcome.error);
  });
  return { matches, loaderData, errors, statusCode: errorStatus ?? statusCode };
}

const errorStatusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** Whether `matches` can render with `loaderData`/`errors` (no lazy module, no loader pending). */
function isLoaded(
  matches: readonly RouteMatch[],
  loaderData: Record<string, unknown>,
  errors: Record<string, unknown> | null,
): boolean {
  return matches.every(
    ({ route }) =>
      !route.lazy &&
      (!route.loader || route.id in loaderData || (errors != null && route.id in errors)),
  );
}

/** The state that shows `result` at `location`, with nothing pending. */
function shownState(
  historyAction: HistoryAction,
  location: Location,
  result: LoadResult,
): RouterState {
  return {
    historyAction,
    location,
    matches: result.matches,
    loaderData: result.loaderData,
    errors: result.errors,
    initialized: true,
    navigation: { state: 'idle' },
    revalidation: 'idle',
  };
}

export interface RouterOptions {
  hydrationData?: HydrationData;
}

function createRouter(
  routeTable: RouteObject[],
  history: History,
  options: RouterOptions,
  scrolls: boolean,
): Router {
  const routes = toDataRoutes(routeTable);
  const listeners = new Set<(state: RouterState) => void>();
  const positions = new Map<string, number>();
  let pending: AbortController | null = null;

  const hydration = options.hydrationData;
  const errors = hydration?.errors
    ? Object.fromEntries(
        Object.entries(hydration.errors).map(([id, e]) => [id, deserializeError(e)]),
      )
    : null;
  const location = history.location;
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const loaderData = hydration?.loaderData ?? {};
  let state: RouterState = {
    historyAction: 'POP',
    location,
    matches,
    loaderData,
    errors,
    // Nothing to wait for: the first render can show the page (hydration needs that).
    initialized: isLoaded(matches, loaderData, errors),
    navigation: { state: 'idle' },
    revalidation: 'idle',
  };

  const update = (changes: Partial<RouterState>) => {
    state = { ...state, ...changes };
    for (const listener of [...listeners]) listener(state);
  };

  /** Loads `location` and shows it, unless a later navigation took over meanwhile. */
  async function complete(next: Location, action: HistoryAction): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    if (scrolls) positions.set(state.location.key, window.scrollY);
    // A jump within the page (a #section link, the skip link, back across one) loads nothing.
    const samePage =
      next.pathname === state.location.pathname && next.search === state.location.search;
    if (samePage && (action === 'POP' || next.hash)) {
      if (action !== 'POP') history.write(next, action === 'REPLACE');
      pending = null;
      update({ historyAction: action, location: next, navigation: { state: 'idle' } });
      return;
    }
    update({ navigation: { state: 'loading', location: next } });
    const result = await loadRoutes(routes, next, {
      origin: history.origin,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    pending = null;
    if (action !== 'POP') history.write(next, action === 'REPLACE');
    update(shownState(action, next, result));
  }

  const unlisten = history.listen((next) => void complete(next, 'POP'));

  // The first address: its page modules, then (without pre-rendered data) its loaders.
  const ready = state.initialized
    ? Promise.resolve()
    : !matches.some(({ route }) => route.lazy)
      ? // Loaders only: start them now, as the first render shows their fallbacks.
        Promise.resolve(void initialLoad())
      : Promise.all(matches.map(({ route }) => resolveLazy(route))).then(
          () => {
            if (isLoaded(state.matches, state.loaderData, state.errors))
              update({ initialized: true });
            else void initialLoad();
          },
          // A page module that failed to load: the full load reports it to the error boundary.
          () => void initialLoad(),
        );

  async function initialLoad() {
    const controller = new AbortController();
    pending = controller;
    const result = await loadRoutes(routes, state.location, {
      origin: history.origin,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    pending = null;
    update({ ...result, initialized: true });
  }

  return {
    routes,
    get state() {
      return state;
    },
    ready,
    scrolls,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const next = resolveLocation(to, state.location, options.state ?? null);
      // Following a link to the page already shown does not add a history entry.
      const replace = options.replace ?? pathOf(next) === pathOf(state.location);
      await complete(next, replace ? 'REPLACE' : 'PUSH');
    },
    async revalidate() {
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      update({ revalidation: 'loading' });
      const result = await loadRoutes(routes, state.location, {
        origin: history.origin,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      pending = null;
      update({
        matches: result.matches,
        loaderData: result.loaderData,
        errors: result.errors,
        revalidation: 'idle',
      });
    },
    savedScroll: (key) => positions.get(key),
    dispose() {
      pending?.abort();
      unlisten();
      listeners.clear();
    },
  };
}

/** The browser's router: reads the address bar, and the pre-rendered data when hydrating. */
export function createBrowserRouter(routes: RouteObject[], options: RouterOptions = {}): Router {
  // The router restores scroll positions on back and forward itself, after the page renders.
  window.history.scrollRestoration = 'manual';
  // A reload or a visit from another site restores as the browser does; a page restored
  // from the back/forward cache is the router's again.
  window.addEventListener('pagehide', () => (window.history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (window.history.scrollRestoration = 'manual'));
  return createRouter(routes, browserHistory(), options, true);
}

/** A router over a list of addresses (unit tests). */
export function createMemoryRouter(
  routes: RouteObject[],
  options: RouterOptions & { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(
    routes,
    memoryHistory(options.initialEntries ?? ['/'], options.initialIndex),
    options,
    false,
  );
}

/** A router that shows one loaded address (the server's render). */
export function createStaticRouter(
  routes: DataRoute[],
  location: Location,
  result: LoadResult,
): Router {
  const state = shownState('POP', location, result);
  const refuse = () => Promise.reject(new Error('A static router cannot navigate'));
  return {
    routes,
    state,
    ready: Promise.resolve(),
    scrolls: false,
    subscribe: () => () => {},
    navigate: refuse,
    revalidate: refuse,
    savedScroll: () => undefined,
    dispose: () => {},
  };
}
