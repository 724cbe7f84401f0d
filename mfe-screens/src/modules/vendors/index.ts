import { lazyComponent } from '../../lazyComponent';

export const VendorDirectoryPage = lazyComponent(() => import('./VendorDirectoryPage').then((m) => m.VendorDirectoryPage));
export type { VendorDirectoryPageProps } from './VendorDirectoryPage';
