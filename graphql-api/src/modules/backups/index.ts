// The public face of backups: other modules import only what is exported here.
export { lastBackupAt, runBackupSchedule, writeBackup } from './backup.service';
export { restoreDatabase } from './backup.dump';
export { BackupResolver } from './backup.resolver';
export { backupRoutes } from './backup.routes';
