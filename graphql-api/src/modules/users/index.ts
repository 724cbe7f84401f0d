// The public face of users: other modules import only what is exported here.
export { Role, User } from './user.entity';
export { deriveInitials, parseId, securePasswordProblem } from './user.rules';
export { type UserRow, USER_COLUMNS, readUser } from './user.row';
