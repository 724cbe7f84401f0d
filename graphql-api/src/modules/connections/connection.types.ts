import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from './connection.entity';

@ObjectType({ description: 'The statistics cards of the associations screen.' })
export class ConnectionStats {
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Approved connections.' }) active!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) blocked!: number;
}

@ObjectType({ description: 'Connections matching the filters, and statistics over all of them.' })
export class ConnectionList {
  @Field(() => [Connection]) connections!: Connection[];
  @Field(() => ConnectionStats) stats!: ConnectionStats;
}
