export { VendorDirectoryPage, type VendorDirectoryPageProps } from './VendorDirectoryPage';
