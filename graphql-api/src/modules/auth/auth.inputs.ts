import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsAccountEmail, IsAvatarInitials, IsCompany, IsOwnPassword, IsRegistrationName, IsUsername } from '../users';

@InputType()
export class LoginInput {
  @Field()
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  username!: string;

  @Field()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;

  @Field(() => Boolean, { nullable: true, description: 'true: a 30-day session; false: a browser session with the idle timeout.' })
  @IsOptional()
  remember?: boolean;
}

@InputType()
export class RegisterInput {
  @Field()
  @IsRegistrationName()
  name!: string;

  @Field()
  @IsAccountEmail('Invalid email address')
  email!: string;

  @Field()
  @IsUsername()
  username!: string;

  @Field()
  @IsOwnPassword()
  password!: string;

  @Field()
  @IsIn(['buyer', 'vendor'], { message: 'You must select a role' })
  role!: 'buyer' | 'vendor';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCompany()
  company?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAvatarInitials()
  avatarInitials?: string | null;
}

@InputType()
export class PasswordResetRequestInput {
  @Field({ description: 'The e-mail address or username of the account.' })
  @IsString({ message: 'Email or username is required' })
  @IsNotEmpty({ message: 'Email or username is required' })
  login!: string;
}

@InputType()
export class PasswordResetInput {
  @Field()
  @IsString({ message: 'The reset link is invalid or has expired' })
  @IsNotEmpty({ message: 'The reset link is invalid or has expired' })
  token!: string;

  @Field()
  @IsOwnPassword()
  password!: string;
}
