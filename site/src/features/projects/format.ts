// How the member area writes its figures, as a person in Australia reads them.
import { SERVER_TIME_ZONE } from '../profile/format.ts';

const countFormat = new Intl.NumberFormat('en-AU');
const moneyFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const percentFormat = new Intl.NumberFormat('en-AU', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const serverDateFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeZone: SERVER_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const serverDateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SERVER_TIME_ZONE,
});

/** 12,345 */
export const formatCount = (value: number): string => countFormat.format(value);

/** $1,250.50 (Australian dollars; the API's revenue is in dollars). */
export const formatMoney = (dollars: number): string => moneyFormat.format(dollars);

/** 12.5% from the API's 0–100. */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);

/**
 * '2 Mar 2026', in the browser's time zone, or in Melbourne's (SERVER_TIME_ZONE) for a page's
 * server render and the render that hydrates it (`ServedDate`), where the server's zone and
 * the visitor's could name different days.
 */
export const formatDate = (iso: string, timeZone?: typeof SERVER_TIME_ZONE): string =>
  (timeZone ? serverDateFormat : dateFormat).format(new Date(iso));

/** '2 Mar 2026, 2:15 pm', in the browser's time zone or, as `formatDate`, in Melbourne's. */
export const formatDateTime = (iso: string, timeZone?: typeof SERVER_TIME_ZONE): string =>
  (timeZone ? serverDateTimeFormat : dateTimeFormat).format(new Date(iso));
