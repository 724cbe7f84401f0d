// The public face of email: other modules import only what is exported here.
export { OutboxEmail } from './outbox-email.entity';
export { emailInsert, queueEmail } from './email.service';
export { startMailer } from './mailer';
export { OutboxResolver } from './outbox.resolver';
export { outboxRoutes } from './outbox.routes';
