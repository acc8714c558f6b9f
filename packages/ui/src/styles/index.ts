// Side-effect entry: the self-hosted variable font (no request leaves the site), the themes
// and the global reset. Imported once by the package entry, so consumers get it with any component.
import '@fontsource-variable/inter/wght.css';
import './global.css.ts';
