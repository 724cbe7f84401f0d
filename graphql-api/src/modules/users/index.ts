// The public face of users: other modules import only what is exported here.
export { Role, User } from './user.entity';
export { deriveInitials, parseId, securePasswordProblem } from './user.rules';
export { type UserRow, USER_COLUMNS, readUser, userJson } from './user.row';
export {
  assertMay,
  Capabilities,
  CAPABILITIES,
  type Capability,
  capabilitiesOf,
  may,
  requireCapability,
  UserCapabilitiesResolver,
} from './user.capabilities';
export {
  IsAccountEmail,
  IsAccountName,
  IsAssignedPassword,
  IsAvatarInitials,
  IsCompany,
  IsOwnPassword,
  IsRegistrationName,
  IsUsername,
} from './account-fields';
