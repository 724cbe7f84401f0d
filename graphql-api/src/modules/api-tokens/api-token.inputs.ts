import { IsIn, IsInt, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** The expiry choices offered when creating a token, in days. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'What the token is for (e.g. "ERP sync").' })
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @Field(() => Int, { description: 'Days until the token expires: 7, 30, 90 or 365.' })
  @IsInt({ message: 'Expiry must be 7, 30, 90 or 365 days' })
  @IsIn([...TOKEN_EXPIRY_DAYS], { message: 'Expiry must be 7, 30, 90 or 365 days' })
  expiresInDays!: number;
}
