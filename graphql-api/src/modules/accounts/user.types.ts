import { Field, Int, ObjectType } from 'type-graphql';
import { ConnectionStatus } from '../connections';
import { User } from '../users';

@ObjectType({ description: 'How many users there are of each role.' })
export class UserCounts {
  @Field(() => Int) total!: number;
  @Field(() => Int) admins!: number;
  @Field(() => Int) buyers!: number;
  @Field(() => Int) vendors!: number;
}

@ObjectType({ description: 'The admin users list: the matching users and the counts per role.' })
export class UserList {
  @Field(() => [User]) users!: User[];
  @Field(() => UserCounts, {
    description: 'Counts over the users matching the search, whatever the role filter.',
  })
  counts!: UserCounts;
}

@ObjectType({ description: 'A vendor in the vendor directory.' })
export class VendorListItem {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) avatarInitials!: string | null;
  @Field(() => ConnectionStatus, {
    nullable: true,
    description: "The signed-in buyer's connection with this vendor, if any.",
  })
  connectionStatus!: ConnectionStatus | null;
  @Field({ description: 'Whether the signed-in user may ask to connect with this vendor now (buyers only).' })
  mayRequestConnection!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "Why a buyer may not ask to connect now (already connected, pending, blocked), in the server's words.",
  })
  connectionRefusal!: string | null;
  @Field({ description: 'Whether the signed-in user may message this vendor (a buyer: connected vendors only).' })
  mayMessage!: boolean;
}

@ObjectType({ description: 'A buyer as the buyer pickers show it.' })
export class BuyerListItem {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) company!: string | null;
}

@ObjectType({
  description: 'What deleting a user did: erased, or deactivated because records refer to it.',
})
export class DeleteUserResult {
  @Field(() => Int) id!: number;
  @Field() deleted!: boolean;
  @Field() deactivated!: boolean;
}
