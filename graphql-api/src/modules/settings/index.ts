// The public face of settings: other modules import only what is exported here.
export { Setting } from './setting.entity';
export { getSettings, keepSettingsCache, readPublicSettings, SettingsCache } from './settings.service';
export { SETTINGS_SECTIONS } from './settings.defaults';
export { allowListEntries } from './settings.inputs';
export { SettingsResolver } from './settings.resolver';
export { settingsRoutes } from './settings.routes';
