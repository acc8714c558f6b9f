// Small request builders so each test reads as the HTTP exchange it checks.
export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const validVital = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  id: 'v5-1700000000000-123',
  path: '/services',
};

export const validClientError = {
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (app.js:1:2)',
  url: 'http://localhost:3000/quote',
  kind: 'error',
};
