// The route table's types and how an address picks its routes. Ranking follows React Router's
// (static segments beat dynamic ones, which beat a splat; an index route beats its layout), so
// the table in routes.tsx reads as it did when React Router matched it.
import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  params: Params;
  /** The address being loaded, with an AbortSignal that fires when the navigation is superseded. */
  request: Request;
  /** What the server's render passes (entry-server `requestContext`); undefined in the browser. */
  context?: unknown;
}

export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

/** What a lazy page module may export: the route's parts that the table leaves out. */
export type RouteModule = Record<string, unknown>;

export interface RouteObject {
  /** Unique in the table; generated from the route's position when absent. */
  id?: string;
  /** Relative to the parent's path ('about', 'blog/:slug', ':username/:page', '*'). */
  path?: string;
  /** Renders at its parent's own address. */
  index?: boolean;
  children?: RouteObject[];
  Component?: ComponentType | null;
  /** An element instead of a Component (tests' small tables). */
  element?: ReactNode;
  /** Shown in place of the route (and everything below it) when it or a child fails. */
  ErrorBoundary?: ComponentType | null;
  /** Shown while the route's loader runs on the first load (no pre-rendered data). */
  HydrateFallback?: ComponentType | null;
  loader?: LoaderFunction;
  /** Loads the route's module (Component, loader…) the first time the route matches. */
  lazy?: () => Promise<RouteModule>;
  /** Static data about the route (routing/routeHandle.ts), known without loading it. */
  handle?: unknown;
}

/** A route of the router's own table: every route has an id. */
export interface DataRoute extends Omit<RouteObject, 'children'> {
  id: string;
  children?: DataRoute[];
}

export interface RouteMatch<Route extends RouteObject = DataRoute> {
  route: Route;
  params: Params;
  /** The part of the address this route matched. */
  pathname: string;
}

/** Copies the table with an id on every route ('0', '0-1', … where the table gives none). */
export function toDataRoutes(routes: readonly RouteObject[], parentId = ''): DataRoute[] {
  const seen = new Set<string>();
  const copy = (list: readonly RouteObject[], parent: string): DataRoute[] =>
    list.map((route, index) => {
      const id = route.id ?? (parent ? `${parent}-${index}` : String(index));
      if (seen.has(id)) throw new Error(`Two routes have the id "${id}"`);
      seen.add(id);
      const { children, ...rest } = route;
      return { ...rest, id, ...(children ? { children: copy(children, id) } : {}) };
    });
  return copy(routes, parentId);
}

interface Branch<Route extends RouteObject> {
  /** The routes from the top down to this one. */
  routes: Route[];
  /** Each route's whole pattern ('/blog/:slug'), in step with `routes`. */
  patterns: string[];
  score: number;
  /** Sibling positions from the top, to keep the table's order between equal scores. */
  order: number[];
}

const joinPaths = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/\/+/g, '/');

const isParam = (segment: string) => /^:[\w-]+$/.test(segment);

/** React Router's ranking: more and more specific segments score higher. */
function scoreOf(pattern: string, index: boolean | undefined): number {
  const segments = pattern.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten<Route extends RouteObject & { children?: Route[] }>(
  routes: readonly Route[],
  branches: Branch<Route>[] = [],
  parents: Route[] = [],
  parentPatterns: string[] = [],
  parentOrder: number[] = [],
): Branch<Route>[] {
  routes.forEach((route, position) => {
    const parentPattern = parentPatterns.at(-1) ?? '/';
    const pattern = route.path ? joinPaths(parentPattern, route.path) : parentPattern;
    const chain = [...parents, route];
    const patterns = [...parentPatterns, pattern];
    const order = [...parentOrder, position];
    if (route.children?.length) flatten(route.children, branches, chain, patterns, order);
    // A layout without a path only ever matches through its children.
    if (route.path == null && !route.index) return;
    branches.push({ routes: chain, patterns, score: scoreOf(pattern, route.index), order });
  });
  return branches;
}

function compareOrder(a: number[], b: number[]): number {
  // Siblings keep the table's order; otherwise no preference.
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pathname` against a whole pattern ('/blog/:slug', '/:a/*'). Case-insensitive, a
 * trailing slash allowed. With `end: false` the pattern may match a leading part only.
 */
export function matchPattern(
  pattern: string,
  pathname: string,
  end = true,
): { params: Params; pathname: string } | null {
  const names: string[] = [];
  let source = '^';
  const segments = pattern.split('/').filter(Boolean);
  for (const segment of segments) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (isParam(segment)) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  source += end || segments.at(-1) === '*' ? '/*$' : '(?=/|$)';
  const found = new RegExp(source, 'i').exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : safeDecode(value);
  });
  const matched = found[0].replace(/\/+$/, '');
  return { params, pathname: matched === '' ? '/' : matched };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The routes that render for `pathname`, from the top down (layouts, then the page), each with
 * the address's params; null when nothing matches.
 */
export function matchRoutes<Route extends RouteObject & { children?: Route[] }>(
  routes: readonly Route[],
  pathname: string,
): RouteMatch<Route>[] | null {
  const branches = flatten(routes).sort(
    (a, b) => b.score - a.score || compareOrder(a.order, b.order),
  );
  for (const branch of branches) {
    const whole = matchPattern(branch.patterns.at(-1)!, pathname);
    if (!whole) continue;
    return branch.routes.map((route, i) => ({
      route,
      params: whole.params,
      pathname: matchPattern(branch.patterns[i]!, pathname, false)?.pathname ?? whole.pathname,
    }));
  }
  return null;
}
