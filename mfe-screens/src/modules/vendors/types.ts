import type {
  VendorDirectoryScorecardsQuery,
  VendorDirectoryVendorsQuery,
} from 'mfe-shared';

export type DirectoryVendor = VendorDirectoryVendorsQuery['vendors'][number];

/** A vendor's scores as the directory's cards show them. */
export type DirectoryScorecard = VendorDirectoryScorecardsQuery['vendorScorecards']['vendors'][number];
