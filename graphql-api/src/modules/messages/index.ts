// The public face of messages: other modules import only what is exported here.
export { Message, MessageType } from './message.entity';
export { MessageResolver } from './message.resolver';
export { messageRoutes } from './message.routes';
export { countUnreadMessages } from './message.service';
