// The site's router (docs/decisions/010-own-router.md): what pages, layouts and tests import.
export { matchRoutes, matchPattern } from './match.ts';
export type {
  DataRoute,
  LoaderFunction,
  LoaderFunctionArgs,
  Params,
  RouteMatch,
  RouteObject,
} from './match.ts';
export { data, isRouteErrorResponse, ErrorResponse } from './responses.ts';
export { createBrowserRouter, createMemoryRouter, HYDRATION_GLOBAL } from './router.ts';
export type { HydrationData, Location, Navigation, Router, RouterState } from './router.ts';
export {
  Link,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
} from './react.tsx';
export type { LinkProps, UIMatch } from './react.tsx';
