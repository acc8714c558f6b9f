// One place for the options the head script and ThemeProvider share: the provider reads what
// the script set before paint, so they must agree.
export const themeOptions = { storageKey: 'data-pro-scheme', defaultScheme: 'light' };
