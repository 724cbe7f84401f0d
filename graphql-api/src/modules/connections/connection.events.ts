import type { Connection } from './connection.entity';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /** An admin made a connection or set its status (its buyer and vendor loaded). */
    ConnectionChanged: { connection: Connection };
    /** A buyer asked to connect with a vendor (the connection, pending, with both loaded). */
    ConnectionRequested: { connection: Connection };
  }
}
