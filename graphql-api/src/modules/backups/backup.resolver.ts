import { Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { backupDownloadUrl } from './backup.routes';
import { type BackupFile, createBackup, listBackups } from './backup.service';

@ObjectType({ description: 'A database backup: a gzipped JSON-lines dump of every table.' })
export class Backup {
  @Field({ description: 'The file name; also its id.' })
  name!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Float)
  sizeBytes!: number;

  @Field({ description: "'manual' (Back up now) or 'scheduled'." })
  trigger!: string;

  @Field({ description: 'Where an admin downloads it (REST).' })
  downloadUrl!: string;
}

const toBackup = (backup: BackupFile): Backup => ({ ...backup, downloadUrl: backupDownloadUrl(backup.name) });

/** GraphQL for backups: thin, every rule is in the service. */
@Resolver()
export class BackupResolver {
  @Query(() => [Backup], { description: 'The database backups, newest first (admin).' })
  backups(@Ctx() ctx: GqlContext): Backup[] {
    return listBackups(ctx).map(toBackup);
  }

  @Mutation(() => Backup, { description: 'Back up now (admin): writes a backup of every table.' })
  async createBackup(@Ctx() ctx: GqlContext): Promise<Backup> {
    return toBackup(await createBackup(ctx));
  }
}
