// The public face of notifications: other modules import only what is exported here. Nothing in
// a domain module imports it: they publish domain events, which the notices (notices.ts) turn
// into notifications, e-mails and webhook deliveries, joined in buildApp.
export { Notification } from './notification.entity';
export * as notices from './notices';
export { countUnreadNotifications } from './notification.service';
export { NotificationResolver } from './notification.resolver';
export { UnreadCountsResolver } from './unread-counts.resolver';
export { notificationRoutes } from './notification.routes';
