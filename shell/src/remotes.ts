import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Role } from 'mfe-shared';

/** The remote of each role, by its federation name. */
export const REMOTE_OF: Record<Role, string> = { buyer: 'mfe_buyer', vendor: 'mfe_vendor', admin: 'mfe_admin' };

/**
 * Reads where each remote's manifest lives from /remotes.json (served by the API server and
 * overridable by environment), so a remote redeployed alone shows without rebuilding the shell.
 */
export async function registerRoleRemotes(): Promise<void> {
  const res = await fetch('/remotes.json', { credentials: 'include' });
  if (!res.ok) throw new Error(`Could not read /remotes.json (${res.status})`);
  const manifest = (await res.json()) as Record<string, string>;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })), { force: true });
}

/** Loads a role area's routes component from its remote. */
export async function loadRoleArea(role: Role): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${REMOTE_OF[role]}/routes`);
  if (!module?.default) throw new Error(`The ${role} area did not load`);
  return module.default;
}
