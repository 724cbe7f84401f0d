/** The shipments module's public face (issue 23): other modules import only from here. */
export { Shipment, ShipmentCarton, ShipmentCartonItem, ShipmentLine, ShipmentMode, ShipmentStatus } from './shipment.entity';
export { shipmentRoutes } from './shipment.routes';
export { OrderShipmentsResolver, ShipmentCartonResolver, ShipmentResolver } from './shipment.resolver';
export { seedShipments } from './shipment.seed';
