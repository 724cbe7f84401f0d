import { ApiToken } from '../modules/api-tokens/api-token.entity';
import { WebhookDelivery, WebhookEndpoint } from '../modules/webhooks/webhook.entity';
import { AuditLog } from '../common/audit-log.entity';
import { PasswordReset } from '../modules/auth/password-reset.entity';
import { RateLimitCounter } from '../modules/auth/rate-limit.entity';
import { Session } from '../modules/auth/session.entity';
import { Connection } from '../modules/connections/connection.entity';
import { OutboxEmail } from '../modules/email/outbox-email.entity';
import { Attachment } from '../modules/files/attachment.entity';
import { InventoryItem, InventoryMove } from '../modules/inventory/inventory.entity';
import { Message } from '../modules/messages/message.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Order } from '../modules/orders/order.entity';
import { TimelineEvent } from '../modules/orders/timeline-event.entity';
import { MilestoneTemplate, OrderMilestone } from '../modules/planning/milestone.entity';
import { OrderRevision } from '../modules/planning/order-revision.entity';
import { Product } from '../modules/products/product.entity';
import { Sample, SampleAttempt } from '../modules/samples/sample.entity';
import {
  CorrectiveAction,
  Inspection,
  InspectionDefect,
  InspectionPiece,
  OrderInspector,
  QualitySettings,
} from '../modules/inspections/inspection.entity';
import { Setting } from '../modules/settings/setting.entity';
import {
  Shipment,
  ShipmentCarton,
  ShipmentCartonItem,
  ShipmentLine,
  ShippingSettings,
  ShortClosure,
} from '../modules/shipments/shipment.entity';
import {
  SpecPointOfMeasure,
  SpecSection,
  Specification,
  SpecificationVersion,
} from '../modules/specifications/specification.entity';
import { User } from '../modules/users/user.entity';

export const entities = [
  User,
  Session,
  PasswordReset,
  RateLimitCounter,
  Connection,
  Product,
  Order,
  TimelineEvent,
  Message,
  Notification,
  Specification,
  SpecSection,
  SpecPointOfMeasure,
  SpecificationVersion,
  Attachment,
  InventoryItem,
  InventoryMove,
  Setting,
  AuditLog,
  OutboxEmail,
  ApiToken,
  WebhookEndpoint,
  WebhookDelivery,
  MilestoneTemplate,
  OrderMilestone,
  OrderRevision,
  Sample,
  SampleAttempt,
  Inspection,
  InspectionDefect,
  InspectionPiece,
  CorrectiveAction,
  QualitySettings,
  OrderInspector,
  Shipment,
  ShipmentCarton,
  ShipmentCartonItem,
  ShipmentLine,
  ShortClosure,
  ShippingSettings,
];
