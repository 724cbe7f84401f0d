// The public face of accounts: other modules import only what is exported here.
// Accounts is the admin's user management and each user's own profile and password; it sits above
// users (the User entity and its rules, which every module reads), auth and connections.
export { UserResolver } from './user.resolver';
export { ProfileResolver } from './profile.resolver';
export { profileRoutes } from './profile.routes';
export { userRoutes } from './user.routes';
