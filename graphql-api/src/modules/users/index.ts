// The public face of users: other modules import only what is exported here.
export { Role, User } from './user.entity';
export { deriveInitials, parseId, securePasswordProblem } from './user.rules';
export { UserResolver } from './user.resolver';
export { userRoutes } from './user.routes';
