import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

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
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name!: string;

  @Field()
  @IsString({ message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;

  @Field()
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username!: string;

  @Field()
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @Field()
  @IsIn(['buyer', 'vendor'], { message: 'You must select a role' })
  role!: 'buyer' | 'vendor';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Company must be at most 200 characters' })
  company?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2, { message: 'Avatar initials must be at most 2 characters' })
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
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;
}
