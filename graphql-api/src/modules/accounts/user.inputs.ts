import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';

const ROLES = ['admin', 'buyer', 'vendor'];

/** The admin add-user form (SPEC.md 5, admin rules and messages). */
@InputType()
export class CreateUserInput {
  @Field()
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username!: string;

  @Field()
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @Field()
  @IsString({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @Field()
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name!: string;

  @Field({ description: 'admin, buyer or vendor.' })
  @IsIn(ROLES, { message: 'Please select a role' })
  role!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Company must be text' })
  @MaxLength(200, { message: 'Company must be at most 200 characters' })
  company?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'At most 2 characters; derived from the name when absent.',
  })
  @IsOptional()
  @IsString({ message: 'Avatar initials must be at most 2 characters' })
  @MaxLength(2, { message: 'Avatar initials must be at most 2 characters' })
  avatarInitials?: string | null;
}

/** The admin edit form: every field optional; username stays as it is. */
@InputType()
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @Field(() => String, { nullable: true, description: 'admin, buyer or vendor.' })
  @IsOptional()
  @IsIn(ROLES, { message: 'Please select a role' })
  role?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Company must be text' })
  @MaxLength(200, { message: 'Company must be at most 200 characters' })
  company?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Avatar initials must be at most 2 characters' })
  @MaxLength(2, { message: 'Avatar initials must be at most 2 characters' })
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
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password?: string;
}
