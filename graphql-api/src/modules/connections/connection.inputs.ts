import { IsIn, IsInt, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

const BOTH = 'Please select both a buyer and a vendor';

/** The admin's Create Connection panel (SPEC.md 5, association creation). */
@InputType()
export class CreateConnectionInput {
  @Field(() => Int)
  @IsInt({ message: BOTH })
  buyerId!: number;

  @Field(() => Int)
  @IsInt({ message: BOTH })
  vendorId!: number;

  @Field(() => String, { nullable: true, description: 'approved (the default) or pending.' })
  @IsOptional()
  @IsIn(['approved', 'pending'], { message: 'Status must be approved or pending' })
  status?: 'approved' | 'pending';
}

@InputType()
export class ConnectionStatusInput {
  @Field({ description: 'approved, pending, rejected or blocked.' })
  @IsIn(['approved', 'pending', 'rejected', 'blocked'], {
    message: 'Status must be approved, pending, rejected or blocked',
  })
  status!: string;
}

/** A buyer asks to be connected with a vendor. */
@InputType()
export class ConnectionRequestInput {
  @Field(() => Int)
  @IsInt({ message: 'Please select a vendor' })
  vendorId!: number;
}
