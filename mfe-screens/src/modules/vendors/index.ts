import { lazyComponent } from 'mfe-shared';

export const VendorDirectoryPage = lazyComponent(() => import('./VendorDirectoryPage').then((m) => m.VendorDirectoryPage));
export type { VendorDirectoryPageProps } from './VendorDirectoryPage';
