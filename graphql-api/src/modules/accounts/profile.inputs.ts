import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsAccountEmail, IsAccountName, IsOwnPassword } from '../users';

/** The Profile page's name and e-mail: either may be left out. */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountName()
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountEmail()
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
  @IsOwnPassword()
  newPassword!: string;
}

@ObjectType({ description: 'A changed password: the sessions it ended (every other one of the user).' })
export class PasswordChanged {
  @Field(() => Int)
  endedSessions!: number;
}
