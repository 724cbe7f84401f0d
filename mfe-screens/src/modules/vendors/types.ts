import type { VendorDirectoryVendorsQuery } from 'mfe-shared';

export type DirectoryVendor = VendorDirectoryVendorsQuery['vendors'][number];
