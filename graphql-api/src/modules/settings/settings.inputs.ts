import { isIP } from 'node:net';
import {
  IsBoolean,
  IsEmail,
  isFQDN,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import type { SettingsSection } from './settings.defaults';

/**
 * The rules of each settings section's values, checked on the whole section as it would be saved
 * (so a 400 names every failing field). The type of each value is checked before, against the
 * defaults. An empty text means "not set" wherever the spec lets a value be left out.
 */

const isSet = (key: string) => (values: object) => (values as Record<string, unknown>)[key] !== '';

/** Digits with the usual separators, an optional leading +, and an optional extension. */
const PHONE = /^\+?[\d\s()./-]*\d[\d\s()./-]*((x|ext\.?)\s*\d+)?$/i;

const phoneRule = (what: string) =>
  Matches(PHONE, { message: `${what} must be a phone number: digits, spaces and + ( ) - .` });

const webAddress = { protocols: ['http', 'https'], require_protocol: true };

/** The allow-list's entries as sign-in reads them (auth's ipAllowed): spaces, commas or lines between. */
export const allowListEntries = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** An address sign-in can match: IPv4 or IPv6, or an IPv4 range in CIDR notation. */
function isAllowListEntry(entry: string): boolean {
  if (isIP(entry)) return true;
  const [base, bits, extra] = entry.split('/');
  return (
    extra === undefined && isIP(base) === 4 && /^\d{1,2}$/.test(bits ?? '') && Number(bits) <= 32
  );
}

function AllowList(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'allowList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && allowListEntries(value).every(isAllowListEntry),
        defaultMessage: (args) => {
          const bad = allowListEntries(String(args?.value ?? '')).find(
            (entry) => !isAllowListEntry(entry),
          );
          return `Allowed IP addresses must be IP addresses or IPv4 CIDR ranges (such as 192.168.1.0/24), one per line: "${bad}" is not`;
        },
      },
    },
    options,
  );
}

function HostName(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'hostName',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (isIP(value) > 0 || isFQDN(value, { require_tld: false })),
      },
    },
    options,
  );
}

/** A whole number from `min` to `max`; `tooSmall` also says what a fraction is refused with. */
function Count(min: number, max: number, tooSmall: string, tooLarge: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: tooSmall })(target, key);
    Min(min, { message: tooSmall })(target, key);
    Max(max, { message: tooLarge })(target, key);
  };
}

export class GeneralSettingsValues {
  @IsNotEmpty({ message: 'Company name is required' })
  companyName!: string;

  @ValidateIf(isSet('websiteUrl'))
  @IsUrl(webAddress, {
    message: 'Website URL must be a web address starting with http:// or https://',
  })
  websiteUrl!: string;

  @ValidateIf(isSet('contactEmail'))
  @IsEmail({}, { message: 'Contact email must be a valid email address' })
  contactEmail!: string;

  @ValidateIf(isSet('phone'))
  @phoneRule('Phone')
  phone!: string;
}

export class NotificationSettingsValues {
  @ValidateIf(isSet('notificationEmail'))
  @IsEmail({}, { message: 'Notification email must be a valid email address' })
  notificationEmail!: string;

  @ValidateIf(isSet('smsNumber'))
  @phoneRule('SMS number')
  smsNumber!: string;
}

export class SecuritySettingsValues {
  @Count(
    1,
    525_600,
    'Session timeout must be at least 1 minute',
    'Session timeout must be at most 525600 minutes (a year)',
  )
  sessionTimeoutMinutes!: number;

  @Count(
    1,
    1000,
    'Max login attempts must be at least 1',
    'Max login attempts must be at most 1000',
  )
  maxLoginAttempts!: number;

  @IsBoolean()
  ipWhitelisting!: boolean;

  /** With the allow-list on, an empty list would refuse every sign-in, the admins' too. */
  @ValidateIf((values: SecuritySettingsValues) => values.ipWhitelisting || values.allowedIps !== '')
  @IsNotEmpty({ message: 'Add at least one allowed IP address before turning IP whitelisting on' })
  @AllowList()
  allowedIps!: string;
}

export class DatabaseSettingsValues {
  @IsIn(['hourly', 'daily', 'weekly', 'monthly'], {
    message: 'Backup schedule must be hourly, daily, weekly or monthly',
  })
  backupSchedule!: string;

  @Count(
    1,
    36_500,
    'Backup retention must be at least 1 day',
    'Backup retention must be at most 36500 days',
  )
  backupRetentionDays!: number;
}

export class EmailSettingsValues {
  @ValidateIf(isSet('smtpHost'))
  @HostName({ message: 'SMTP host must be a host name or an IP address' })
  smtpHost!: string;

  @Count(
    1,
    65_535,
    'SMTP port must be between 1 and 65535',
    'SMTP port must be between 1 and 65535',
  )
  smtpPort!: number;

  @ValidateIf(isSet('fromEmail'))
  @IsEmail({}, { message: 'From email must be a valid email address' })
  fromEmail!: string;
}

export class LogSettingsValues {
  @IsIn(['debug', 'info', 'warning', 'error'], {
    message: 'Log level must be debug, info, warning or error',
  })
  logLevel!: string;

  @Count(
    1,
    36_500,
    'Log retention must be at least 1 day',
    'Log retention must be at most 36500 days',
  )
  logRetentionDays!: number;
}

/** Each section's rules; the values without one (switches, free texts) need only their type. */
export const SECTION_RULES: Record<SettingsSection, new () => object> = {
  general: GeneralSettingsValues,
  notifications: NotificationSettingsValues,
  security: SecuritySettingsValues,
  database: DatabaseSettingsValues,
  email: EmailSettingsValues,
  logs: LogSettingsValues,
};
