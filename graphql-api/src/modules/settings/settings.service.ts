import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput } from '../../common/errors';
import { Role } from '../users/user.entity';
import { Setting } from './setting.entity';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SettingsSections,
} from './settings.defaults';

/** Never sent back to a browser (issue 7: the SMTP password). */
const SECRET_KEYS: Partial<Record<SettingsSection, string[]>> = { email: ['smtpPassword'] };

/** Reads a section with its defaults filled in. Settings are read where they are used. */
export async function getSettings<S extends SettingsSection>(
  em: EntityManager,
  section: S,
): Promise<SettingsSections[S]> {
  const row = await em.findOne(Setting, { section });
  return { ...SETTINGS_DEFAULTS[section], ...(row?.values as Partial<SettingsSections[S]>) };
}

export function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as string[]).includes(value);
}

/** What an admin's browser sees: every value but the secrets, which show as set or not. */
export async function readSettingsForAdmin(ctx: Ctx, section: string) {
  requireRole(ctx, Role.admin);
  if (!isSection(section)) throw badInput(`Unknown settings section: ${section}`);
  const values: Record<string, unknown> = { ...(await getSettings(ctx.em, section)) };
  for (const key of SECRET_KEYS[section] ?? []) values[key] = values[key] ? '********' : '';
  return values;
}

/**
 * Saves a section: only known keys, each of its default's type. A secret sent back as the mask
 * keeps its stored value.
 */
export async function updateSettings(ctx: Ctx, section: string, input: Record<string, unknown>) {
  const admin = requireRole(ctx, Role.admin);
  if (!isSection(section)) throw badInput(`Unknown settings section: ${section}`);
  const defaults = SETTINGS_DEFAULTS[section] as Record<string, unknown>;
  const current = (await getSettings(ctx.em, section)) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (!(key in defaults)) throw badInput(`Unknown setting: ${key}`, key);
    if (SECRET_KEYS[section]?.includes(key) && value === '********') continue;
    if (typeof value !== typeof defaults[key]) throw badInput(`Invalid value for ${key}`, key);
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw badInput(`Invalid value for ${key}`, key);
    }
    next[key] = value;
  }
  validateSection(section, next);
  await ctx.em.transactional(async (em) => {
    await em.upsert(Setting, { section, values: next, updatedBy: admin.id, updatedAt: new Date() });
    const mask = (values: Record<string, unknown>) => {
      const copy = { ...values };
      for (const key of SECRET_KEYS[section] ?? []) if (copy[key]) copy[key] = '********';
      return copy;
    };
    audit({ ...ctx, em }, {
      action: 'settings.update',
      entity: 'settings',
      entityId: section,
      source: 'settings',
      message: `Updated ${section} settings`,
      before: mask(current),
      after: mask(next),
    });
  });
  return readSettingsForAdmin(ctx, section);
}

function validateSection(section: SettingsSection, values: Record<string, unknown>) {
  if (section === 'security') {
    const minutes = values.sessionTimeoutMinutes as number;
    if (!Number.isInteger(minutes) || minutes < 1) throw badInput('Session timeout must be at least 1 minute', 'sessionTimeoutMinutes');
    const attempts = values.maxLoginAttempts as number;
    if (!Number.isInteger(attempts) || attempts < 1) throw badInput('Max login attempts must be at least 1', 'maxLoginAttempts');
  }
  if (section === 'database' && !['hourly', 'daily', 'weekly', 'monthly'].includes(values.backupSchedule as string)) {
    throw badInput('Backup schedule must be hourly, daily, weekly or monthly', 'backupSchedule');
  }
  if (section === 'logs' && !['debug', 'info', 'warning', 'error'].includes(values.logLevel as string)) {
    throw badInput('Log level must be debug, info, warning or error', 'logLevel');
  }
}
