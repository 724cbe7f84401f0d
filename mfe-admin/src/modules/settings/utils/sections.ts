/** The Settings tabs (SPEC.md 2.8) and the values each section holds (graphql-api settings.defaults). */

export type GeneralSettings = {
  companyName: string;
  websiteUrl: string;
  contactEmail: string;
  businessAddress: string;
  phone: string;
  maintenanceMode: boolean;
  demoMode: boolean;
};

export type NotificationSettings = {
  emailNewOrders: boolean;
  emailNewUsers: boolean;
  emailNewMessages: boolean;
  emailSystemAlerts: boolean;
  smsCriticalOrders: boolean;
  smsSystemDowntime: boolean;
  notificationEmail: string;
  smsNumber: string;
};

export type SecuritySettings = {
  twoFactor: boolean;
  enforceSecurePasswords: boolean;
  sessionTimeoutEnabled: boolean;
  sessionTimeoutMinutes: number;
  maxLoginAttempts: number;
  ipWhitelisting: boolean;
  allowedIps: string;
};

export type DatabaseSettings = { backupSchedule: string; backupRetentionDays: number };

export type EmailSettings = {
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  /** '********' when a password is stored (never the password itself), else ''. */
  smtpPassword: string;
  fromEmail: string;
  fromName: string;
  useTls: boolean;
};

export type LogSettings = { logLevel: string; logRetentionDays: number };

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
