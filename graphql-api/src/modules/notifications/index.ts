// The public face of notifications: other modules import only what is exported here.
export { Notification } from './notification.entity';
export { notify, publishAll, resolveNotifications } from './notify';
export type { PendingEvent } from './notify';
export { liveEvents, maySeeOrder } from './live';
export { countUnreadNotifications } from './notification.service';
export { NotificationResolver } from './notification.resolver';
export { notificationRoutes } from './notification.routes';
