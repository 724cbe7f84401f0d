import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsAccountEmail, IsAccountName, IsAssignedPassword, IsAvatarInitials, IsCompany, IsUsername } from '../users';

const ROLES = ['admin', 'buyer', 'vendor'];

/** The admin add-user form (SPEC.md 5, admin rules and messages). */
@InputType()
export class CreateUserInput {
  @Field()
  @IsUsername()
  username!: string;

  @Field()
  @IsAssignedPassword()
  password!: string;

  @Field()
  @IsAccountEmail()
  email!: string;

  @Field()
  @IsAccountName()
  name!: string;

  @Field({ description: 'admin, buyer or vendor.' })
  @IsIn(ROLES, { message: 'Please select a role' })
  role!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCompany()
  company?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'At most 2 characters; derived from the name when absent.',
  })
  @IsOptional()
  @IsAvatarInitials()
  avatarInitials?: string | null;
}

/** The admin edit form: every field optional; username stays as it is. */
@InputType()
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountName()
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountEmail()
  email?: string;

  @Field(() => String, { nullable: true, description: 'admin, buyer or vendor.' })
  @IsOptional()
  @IsIn(ROLES, { message: 'Please select a role' })
  role?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCompany()
  company?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAvatarInitials()
  avatarInitials?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false deactivates the account and ends its sessions.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'A new password; leave empty to keep the current one.',
  })
  @IsOptional()
  @IsAssignedPassword()
  password?: string;
}
