/**
 * The module the browser entry (entry-client.tsx) imports to start the app: the router, the
 * layout and everything they need. Its chunk, its imports and their CSS belong to every page's
 * first load, so the pre-render and the SPA shell list them with the page's own (assetTags.ts).
 */
export const STARTUP_MODULE = 'src/app/startClient.tsx';
