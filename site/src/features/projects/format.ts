// How the member area writes its figures, as a person in Australia reads them.
const countFormat = new Intl.NumberFormat('en-AU');
const moneyFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const percentFormat = new Intl.NumberFormat('en-AU', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 12,345 */
export const formatCount = (value: number): string => countFormat.format(value);

/** $1,250.50 (Australian dollars; the API's revenue is in dollars). */
export const formatMoney = (dollars: number): string => moneyFormat.format(dollars);

/** 12.5% from the API's 0–100. */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);

/** '2 Mar 2026', in the browser's time zone. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** '2 Mar 2026, 2:15 pm', in the browser's time zone. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
