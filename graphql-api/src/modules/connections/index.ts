// The public face of connections: other modules import only what is exported here.
export { Connection, ConnectionStatus } from './connection.entity';
export {
  assertConnected,
  connectedIds,
  connectedIdsSql,
  connectionRequestRefusal,
  isConnected,
  NOT_CONNECTED,
} from './connection.rules';
export { ConnectionResolver } from './connection.resolver';
export { connectionRoutes } from './connection.routes';
