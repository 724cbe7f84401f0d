import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '../../common/errors';
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
