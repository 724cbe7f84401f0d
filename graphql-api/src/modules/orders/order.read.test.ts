import 'reflect-metadata';
import type { Cells } from '../../common/read-rows';
import { MESSAGES } from '../messages/message.read';
import { ORDERS, type OrderRow } from './order.read';
import { OrderStatus } from './order-status';

/** A row of cells numbered 0, 1, 2, ... as long as the source's select list. */
const numbered = (columns: string): Cells => columns.split(', ').map((_, i) => i);

describe('read rows', () => {
  it('reads an order row from exactly the columns its statement selects, in order', () => {
    const cells = numbered(ORDERS.columns);
    const order = ORDERS.read(cells, 0);
    expect(order.id).toBe(0);
    // The last column selected is the vendor's created_at, read last by the mapper.
    expect(order.vendor.createdAt.getTime()).toBe(cells.length - 1);
    expect(order.product.vendor).toBe(order.vendor);
  });

  it('reads a message row from exactly the columns its statement selects, in order', () => {
    const cells = numbered(MESSAGES.columns);
    const message = MESSAGES.read(cells, 0);
    expect(message.id).toBe(0);
    expect(message.relatedOrder?.version).toBe(cells.length - 1);
  });

  // Checked by the typecheck: each @ts-expect-error fails it if the write compiles.
  it('has read rows whose fields cannot be written', () => {
    const order = { status: OrderStatus.Planning, buyer: { name: 'Carla Chen' } } as OrderRow;
    // @ts-expect-error a read row is readonly: writing to one would save nothing
    order.status = OrderStatus.Completed;
    // @ts-expect-error its relations are read rows too
    order.buyer.name = 'Someone else';
    expect(order.status).toBe(OrderStatus.Completed);
  });
});
