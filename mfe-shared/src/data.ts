// 'mfe-shared/data': the hooks of mfe-shared that talk to the GraphQL API. They are not in the
// 'mfe-shared' entry, which every app loads first and which holds no Apollo code (sign-in pages
// load without it); a remote imports them from here into its own lazily loaded pages.
export { useOrderStatusActions, type OrderStatusActions, type StatusChangeTarget } from './screens/orders/hooks/useOrderStatusActions';
export { ChangeStatusDialog, type ChangeStatusDialogProps, type StatusDialogOrder } from './screens/orders/components/ChangeStatusDialog';
export { useProductsCatalog } from './screens/products/useProductsCatalog';
