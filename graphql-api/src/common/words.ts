import { formatDisplayDate } from './dates';

/**
 * How notifications, timeline texts and mail write dates and quantities (issue 17): the one day
 * format of the portal ('Jan 05, 2027', as the UI and SPEC.md 3 show it) and grouped quantities.
 */
export const day = (value: string | Date) => formatDisplayDate(value);

const grouped = new Intl.NumberFormat('en-US');

/** '1 unit', '1,700 units'. */
export const units = (count: number) => `${grouped.format(count)} unit${count === 1 ? '' : 's'}`;

/** '1 day', '12 days'. */
export const days = (count: number) => `${grouped.format(count)} day${count === 1 ? '' : 's'}`;
