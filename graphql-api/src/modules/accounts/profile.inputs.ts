import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** The Profile page's name and e-mail: either may be left out. */
@InputType()
export class UpdateProfileInput {
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
  @MaxLength(200, { message: 'Email must be at most 200 characters' })
  email?: string;
}

/** The Profile page's password change: the current password proves it is the account's owner. */
@InputType()
export class ChangePasswordInput {
  @Field()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(200, { message: 'Current password is incorrect' })
  currentPassword!: string;

  @Field()
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  newPassword!: string;
}

@ObjectType({ description: 'A changed password: the sessions it ended (every other one of the user).' })
export class PasswordChanged {
  @Field(() => Int)
  endedSessions!: number;
}
