import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Role } from 'mfe-shared';
import type { ScreenArea } from 'mfe_screens/routes';

/** An area of the portal loaded at run time from its remote: a role's, or the screens every role shares. */
export type Area = Role | 'screens';

/** The remote of each area, by its federation name. */
export const REMOTE_OF: Record<Area, string> = { buyer: 'mfe_buyer', vendor: 'mfe_vendor', admin: 'mfe_admin', screens: 'mfe_screens' };

/** The paths the shared screens are mounted under (/orders/*...), each inside the layout. */
export const SCREEN_AREAS: ScreenArea[] = ['orders', 'timeline', 'products', 'specifications', 'profile'];

/**
 * Loads an area's routes component from its remote. Where the remote is comes from /remotes.json
 * at run time (tools/federation-remotes.js), so an area redeployed alone shows without rebuilding the shell.
 */
export async function loadArea(area: Area): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${REMOTE_OF[area]}/routes`);
  if (!module?.default) throw new Error(`The ${area} area did not load`);
  return module.default;
}
