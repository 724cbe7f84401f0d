import { LRUCache } from 'lru-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { Role } from '../users';
import { Setting } from './setting.entity';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SettingsSections,
} from './settings.defaults';
import { SECTION_RULES } from './settings.inputs';

/** Never sent back to a browser (issue 7: the SMTP password). */
const SECRET_KEYS: Partial<Record<SettingsSection, string[]>> = { email: ['smtpPassword'] };
export const SECRET_MASK = '********';

type Values = Record<string, unknown>;

const withDefaults = <S extends SettingsSection>(section: S, stored?: Values | null) =>
  ({
    ...SETTINGS_DEFAULTS[section],
    ...(stored as Partial<SettingsSections[S]>),
  }) as SettingsSections[S];

/**
 * Settings are read on every request (the session timeout, maintenance mode), so each portal keeps
 * them for a moment: for CACHE_MS, and dropped at once when this process saves a section. Another
 * instance on the same database sees a change within CACHE_MS. What is kept is the read itself, so
 * the requests that find a section expired at the same moment share one read (at 50 connections
 * each expiry sent about fifty identical queries: 5% of the reads' server CPU).
 */
const CACHE_MS = 2_000;

export class SettingsCache {
  private readonly sections = new LRUCache<SettingsSection, Promise<Values>>({ max: SETTINGS_SECTIONS.length, ttl: CACHE_MS });

  get(em: EntityManager, section: SettingsSection): Promise<Values> {
    let values = this.sections.get(section);
    if (!values) {
      const read = readStored(em, section);
      this.sections.set(section, (values = read));
      // A failed read is not kept: the next request reads again.
      read.catch(() => this.sections.peek(section) === read && this.sections.delete(section));
    }
    return values;
  }

  forget(section: SettingsSection): void {
    this.sections.delete(section);
  }
}

/**
 * The portal's SettingsCache, made by buildApp (app.ts) and kept by the portal's ORM, so that it
 * is the one cache of the portal (several portals in one test process each have their own). The
 * ORM carries it rather than the request context because about fifteen readers have only an
 * EntityManager: the session and API-token checks that run before a context exists, the domain
 * event handlers (notify), and the background loops (mailer, backups, log retention). An ORM that
 * no buildApp set up (the seed, a script) reads the database each time.
 */
const SETTINGS_CACHE = 'portal.settingsCache';

export function keepSettingsCache(orm: { config: EntityManager['config'] }, cache: SettingsCache): void {
  orm.config.registerExtension(SETTINGS_CACHE, () => cache);
}

const cacheOf = (em: EntityManager) => em.config.getExtension<SettingsCache>(SETTINGS_CACHE);

/** A section's stored values, from the database (no defaults, no cache). */
const readStored = async (em: EntityManager, section: SettingsSection): Promise<Values> => ({
  ...(await em.findOne(Setting, { section }))?.values,
});

/** Reads a section with its defaults filled in. Settings are read where they are used. */
export async function getSettings<S extends SettingsSection>(
  em: EntityManager,
  section: S,
): Promise<SettingsSections[S]> {
  const cache = cacheOf(em);
  return withDefaults(section, await (cache ? cache.get(em, section) : readStored(em, section)));
}

export function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as string[]).includes(value);
}

/** A secret that is set shows as the mask, an unset one as ''. */
function maskSecrets(section: SettingsSection, values: Values): Values {
  const copy = { ...values };
  for (const key of SECRET_KEYS[section] ?? []) copy[key] = copy[key] ? SECRET_MASK : '';
  return copy;
}

function assertSection(section: string): asserts section is SettingsSection {
  if (!isSection(section)) throw badInput(`Unknown settings section: ${section}`, 'section');
}

/** What an admin's browser sees: every value but the secrets, which show as set or not. */
export async function readSettingsForAdmin(ctx: Ctx, section: string) {
  requireRole(ctx, Role.admin);
  assertSection(section);
  return maskSecrets(section, await getSettings(ctx.em, section));
}

/** Every section at once (admin), in one query. */
export async function readAllSettingsForAdmin(ctx: Ctx): Promise<Record<SettingsSection, Values>> {
  requireRole(ctx, Role.admin);
  const rows = new Map((await ctx.em.find(Setting, {})).map((row) => [row.section, row.values]));
  const all = {} as Record<SettingsSection, Values>;
  for (const section of SETTINGS_SECTIONS) {
    all[section] = maskSecrets(section, withDefaults(section, rows.get(section)));
  }
  return all;
}

/** What anyone may know before signing in: the login page shows the demo buttons in demo mode. */
export async function readPublicSettings(em: EntityManager) {
  const { companyName, websiteUrl, demoMode, maintenanceMode } = await getSettings(em, 'general');
  return { companyName, websiteUrl, demoMode, maintenanceMode };
}

/**
 * Saves a section: only known keys, each of its default's type. A secret sent back as the mask
 * keeps its stored value.
 */
export async function updateSettings(ctx: Ctx, section: string, input: unknown) {
  const admin = requireRole(ctx, Role.admin);
  assertSection(section);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badInput('The settings must be a JSON object');
  }
  const defaults = SETTINGS_DEFAULTS[section] as Values;
  // Fresh from the database, not the cache: another instance may have just saved this section.
  const current = withDefaults(section, await readStored(ctx.em, section)) as Values;
  const next: Values = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(defaults, key)) throw badInput(`Unknown setting: ${key}`, key);
    if (SECRET_KEYS[section]?.includes(key) && value === SECRET_MASK) continue;
    if (typeof value !== typeof defaults[key]) throw badInput(`Invalid value for ${key}`, key);
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw badInput(`Invalid value for ${key}`, key);
    }
    next[key] = typeof value === 'string' ? value.trim() : value;
  }
  await validateInput(SECTION_RULES[section], next);
  await ctx.em.transactional(async (em) => {
    await em.upsert(Setting, { section, values: next, updatedBy: admin.id, updatedAt: new Date() });
    audit(
      { ...ctx, em },
      {
        action: 'settings.update',
        entity: 'settings',
        entityId: section,
        source: 'settings',
        message: `Updated ${section} settings`,
        before: maskSecrets(section, current),
        after: maskSecrets(section, next),
      },
    );
  });
  cacheOf(ctx.em)?.forget(section);
  return readSettingsForAdmin(ctx, section);
}
