import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/users/user.routes';
import { connectionRoutes } from './modules/connections/connection.routes';
import { productRoutes } from './modules/products/product.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { messageRoutes } from './modules/messages/message.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { specificationRoutes } from './modules/specifications/specification.routes';
import { fileRoutes } from './modules/files/file.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { searchRoutes } from './modules/search/search.routes';
import { outboxRoutes } from './modules/email/outbox.routes';
import { importRoutes } from './modules/imports/import.routes';
import { docsRoutes } from './docs/docs.routes';

/** The REST paths of SPEC.md section 7 (and the file paths uploads need), one plugin per module. */
export const restRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(connectionRoutes);
  await app.register(productRoutes);
  await app.register(inventoryRoutes);
  await app.register(orderRoutes);
  await app.register(messageRoutes);
  await app.register(notificationRoutes);
  await app.register(specificationRoutes);
  await app.register(fileRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(searchRoutes);
  await app.register(outboxRoutes);
  await app.register(importRoutes);
  await app.register(docsRoutes);
};
