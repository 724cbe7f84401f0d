/** The six tabs of the Settings page with SPEC.md's defaults (sections 2.8 and 9). */
export const SETTINGS_DEFAULTS = {
  general: {
    companyName: 'Apparel Production Portal',
    websiteUrl: '',
    contactEmail: '',
    businessAddress: '',
    phone: '',
    maintenanceMode: false,
    demoMode: true,
  },
  notifications: {
    emailNewOrders: true,
    emailNewUsers: true,
    emailNewMessages: true,
    emailSystemAlerts: true,
    smsCriticalOrders: false,
    smsSystemDowntime: false,
    notificationEmail: '',
    smsNumber: '',
  },
  security: {
    twoFactor: false,
    enforceSecurePasswords: true,
    sessionTimeoutEnabled: true,
    sessionTimeoutMinutes: 60,
    maxLoginAttempts: 5,
    ipWhitelisting: false,
    allowedIps: '',
  },
  database: {
    backupSchedule: 'daily',
    backupRetentionDays: 30,
  },
  email: {
    smtpHost: '',
    smtpPort: 587,
    smtpUsername: '',
    smtpPassword: '',
    fromEmail: '',
    fromName: '',
    useTls: true,
  },
  logs: {
    logLevel: 'info',
    logRetentionDays: 30,
  },
};

export type SettingsSections = typeof SETTINGS_DEFAULTS;
export type SettingsSection = keyof SettingsSections;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_DEFAULTS) as SettingsSection[];
