import { z } from 'zod';

/** The Settings tabs (SPEC.md 2.8); each tab's schema names the values its section holds (graphql-api settings.defaults). */

export type SettingsSectionKey = 'general' | 'notifications' | 'security' | 'database' | 'email' | 'logs';

/** How the save toast names each section: 'Your {section} settings have been updated successfully.' */
export const SECTION_LABEL: Record<SettingsSectionKey, string> = {
  general: 'general',
  notifications: 'notification',
  security: 'security',
  database: 'database',
  email: 'email',
  logs: 'system logs',
};

/** What the server shows for a stored secret; sent back unchanged it keeps the secret. */
export const SECRET_MASK = '********';

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;

export const BACKUP_SCHEDULES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A count typed into a number input, for shape only: its range is the server's to check, and it names the field. */
export const wholeNumber = z.string().trim().regex(/^-?\d+$/, 'Enter a whole number');
