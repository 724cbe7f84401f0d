import { describe, expect, it } from '@jest/globals';
import {
  fileCountLabel,
  formatFileSize,
  formatCount,
  formatPrice,
  formatDateTime,
  formatSpecDate,
  formatUnits,
  relativeTimeDashboard,
  relativeTimeMessages,
  vendorCountLabel,
} from './format';

const NOW = new Date(2025, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTimeDashboard', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [1 * MINUTE, 'Just now'],
    [1 * MINUTE + 59 * SECOND, 'Just now'],
    [2 * MINUTE, '2 minutes ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [24 * HOUR, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [29 * DAY, '29 days ago'],
  ])('%d ms ago reads %s', (ms, expected) => {
    expect(relativeTimeDashboard(ago(ms), NOW)).toBe(expected);
  });

  it('shows the locale date from 30 days on', () => {
    const date = ago(30 * DAY);
    expect(relativeTimeDashboard(date, NOW)).toBe(formatSpecDate(date));
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTimeDashboard(ago(5 * MINUTE).toISOString(), NOW)).toBe('5 minutes ago');
    expect(relativeTimeDashboard(ago(3 * HOUR).getTime(), NOW)).toBe('3 hours ago');
  });

  it('treats a future date as just now and an invalid one as empty', () => {
    expect(relativeTimeDashboard(new Date(NOW.getTime() + HOUR), NOW)).toBe('Just now');
    expect(relativeTimeDashboard('not a date', NOW)).toBe('');
  });
});

describe('relativeTimeMessages', () => {
  it.each([
    [0, 'Just now'],
    [1 * MINUTE, 'Just now'],
    [1 * MINUTE + 59 * SECOND, 'Just now'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [24 * HOUR, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [29 * DAY, '29 days ago'],
  ])('%d ms ago reads %s', (ms, expected) => {
    expect(relativeTimeMessages(ago(ms), NOW)).toBe(expected);
  });

  it('shows a date from 30 days on', () => {
    const date = ago(30 * DAY);
    expect(relativeTimeMessages(date, NOW)).toBe(formatSpecDate(date));
  });

  it('returns an empty string for an invalid date', () => {
    expect(relativeTimeMessages('nope', NOW)).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1700, '1,700'],
    [1234567, '1,234,567'],
    [-1234.5, '-1,234.5'],
  ])('%d reads %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [4.8, '$4.80'],
    [0, '$0.00'],
    [12, '$12.00'],
    [19.999, '$20.00'],
    [1234.5, '$1,234.50'],
    [-4.8, '-$4.80'],
  ])('%d reads %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
    [1024 ** 3, '1 GB'],
    [5.5 * 1024 ** 3, '5.5 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatSpecDate', () => {
  it('pads the day and abbreviates the month', () => {
    expect(formatSpecDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatSpecDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('reads a timestamp in local time', () => {
    expect(formatSpecDate(new Date(2025, 2, 9, 23, 30).toISOString())).toBe('Mar 09, 2025');
    expect(formatSpecDate(new Date(2025, 10, 1))).toBe('Nov 01, 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatSpecDate('')).toBe('');
    expect(formatSpecDate('soon')).toBe('');
  });
});

describe('count labels', () => {
  it('vendorCountLabel', () => {
    expect(vendorCountLabel(0)).toBe('No vendors');
    expect(vendorCountLabel(1)).toBe('1 vendor');
    expect(vendorCountLabel(2)).toBe('2 vendors');
    expect(vendorCountLabel(12)).toBe('12 vendors');
  });

  it('fileCountLabel', () => {
    expect(fileCountLabel(0)).toBe('0 files');
    expect(fileCountLabel(1)).toBe('1 file');
    expect(fileCountLabel(3)).toBe('3 files');
  });
});

describe('formatDateTime and formatUnits (one format per kind)', () => {
  it('writes a moment as the date and the local time', () => {
    expect(formatDateTime(new Date(2027, 0, 5, 9, 7))).toBe('Jan 05, 2027, 09:07');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('groups quantities and names the unit', () => {
    expect(formatUnits(1)).toBe('1 unit');
    expect(formatUnits(1700)).toBe('1,700 units');
  });
});
