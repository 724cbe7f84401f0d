import { lazyComponent } from 'mfe-shared';

// Loaded on demand: the page queries the server, and Apollo is not part of mfe-shared's first load.
export const ProfilePage = lazyComponent(() => import('./ProfilePage').then((m) => m.ProfilePage));
