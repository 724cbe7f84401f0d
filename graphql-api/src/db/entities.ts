import { ApiToken } from '../modules/api-tokens';
import { WebhookDelivery, WebhookEndpoint } from '../modules/webhooks';
import { AuditLog } from '../modules/audit';
import { PasswordReset, RateLimitCounter, Session } from '../modules/auth';
import { Connection } from '../modules/connections';
import { OutboxEmail } from '../modules/email';
import { Attachment } from '../modules/files';
import { InventoryItem, InventoryMove } from '../modules/inventory';
import { Message } from '../modules/messages';
import { Notification } from '../modules/notifications';
import { Order, TimelineEvent } from '../modules/orders';
import { MilestoneTemplate, OrderMilestone, OrderRevision } from '../modules/planning';
import { Product } from '../modules/products';
import { Sample, SampleAttempt } from '../modules/samples';
import { CorrectiveAction, Inspection, InspectionDefect, QualitySettings } from '../modules/inspections';
import { Setting } from '../modules/settings';
import { Specification, SpecificationVersion, SpecSection } from '../modules/specifications';
import { User } from '../modules/users';

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
  CorrectiveAction,
  QualitySettings,
];
