import type { VendorDirectoryVendorsQuery } from '../../generated/operations';

export type DirectoryVendor = VendorDirectoryVendorsQuery['vendors'][number];
