import { NOT_FOUND_PATH, prerenderPaths, routeManifest } from './routes.tsx';

describe('the route table', () => {
  it('should pre-render the home page and the not-found page', () => {
    expect(prerenderPaths).toEqual(['/', '/404']);
    expect(NOT_FOUND_PATH).toBe('/404');
  });

  it('should describe its pages for the server (dist/routes.json)', () => {
    expect(routeManifest).toEqual({ prerendered: ['/'], spa: [], patterns: ['/'] });
  });
});
