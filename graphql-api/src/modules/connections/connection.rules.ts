import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { type AppError, conflict, forbidden } from '../../common/errors';
import { Role, type User } from '../users';
import { Connection, ConnectionStatus } from './connection.entity';

/** True when the buyer and the vendor have an approved connection (DECISIONS.md 3). */
export async function isConnected(em: EntityManager, buyerId: number, vendorId: number): Promise<boolean> {
  return (await em.count(Connection, { buyer: buyerId, vendor: vendorId, status: ConnectionStatus.approved })) > 0;
}

/** What a buyer hears when ordering from a vendor without an approved connection. */
export const NOT_CONNECTED = 'You are not connected with this vendor';

export async function assertConnected(em: EntityManager, buyerId: number, vendorId: number, message = NOT_CONNECTED) {
  if (!(await isConnected(em, buyerId, vendorId))) throw forbidden(message);
}

/** The ids of the vendors a buyer is connected with (approved), or the buyers of a vendor. */
export async function connectedIds(em: EntityManager, side: 'buyer' | 'vendor', userId: number): Promise<number[]> {
  const rows = await em.find(Connection, { [side]: userId, status: ConnectionStatus.approved }, { fields: ['buyer', 'vendor'] as never });
  return rows.map((row) => (side === 'buyer' ? row.vendor.id : row.buyer.id));
}

/** connectedIds as a subquery with its parameters, for a statement that reads them in the database. */
export function connectedIdsSql(side: 'buyer' | 'vendor', userId: number): [string, unknown[]] {
  const [own, other] = side === 'buyer' ? ['buyer_id', 'vendor_id'] : ['vendor_id', 'buyer_id'];
  return [`select ${other} from connections where ${own} = ? and status = ?`, [userId, ConnectionStatus.approved]];
}

/**
 * Why a buyer may not ask to connect with a vendor while their connection is in `status` (null:
 * it may; no connection, or a rejected one). requestConnection refuses with it and the vendor
 * directory shows it.
 */
export function connectionRequestRefusal(status: ConnectionStatus | null | undefined): AppError | null {
  if (status === ConnectionStatus.blocked) return forbidden('This connection has been blocked by an administrator');
  if (status === ConnectionStatus.approved) return conflict('You are already connected with this vendor');
  if (status === ConnectionStatus.pending) return conflict('A connection request with this vendor is already pending');
  return null;
}

/** What an admin may do to a connection from the associations screen (SPEC.md 2.8). */
export enum ConnectionActionKind {
  /** Allow orders and messages between the two: any connection not approved yet. */
  Approve = 'Approve',
  /** Stop them: any connection not blocked yet. */
  Block = 'Block',
}
registerEnumType(ConnectionActionKind, {
  name: 'ConnectionActionKind',
  description: 'Something the signed-in user may do to a connection now.',
});

const ACTION_STATUS: Record<ConnectionActionKind, ConnectionStatus> = {
  [ConnectionActionKind.Approve]: ConnectionStatus.approved,
  [ConnectionActionKind.Block]: ConnectionStatus.blocked,
};

/** What `user` may do to a connection in `status` now: only admins act, and never to the status it has. */
export function connectionActions(user: User, status: ConnectionStatus): ConnectionActionKind[] {
  if (user.role !== Role.admin) return [];
  return Object.values(ConnectionActionKind).filter((kind) => ACTION_STATUS[kind] !== status);
}
