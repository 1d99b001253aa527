import { ConfigError, loadConfig } from '../config';
import { backupDataDir } from './backup';
import { BackupError } from './backup-files';
import { restoreDataDir } from './restore';

/** `npm run backup -- DIR` and `npm run restore -- DIR`: DATA_DIR and DATABASE_URL as the server reads them. */
function main(argv: string[]): number {
  const [command, dir, ...rest] = argv;
  if ((command !== 'backup' && command !== 'restore') || !dir || rest.length > 0) {
    console.error('Usage: npm run backup -- DIR   |   npm run restore -- DIR');
    return 2;
  }
  try {
    const config = loadConfig(process.env);
    const lines = command === 'backup' ? backupDataDir(config, dir) : restoreDataDir(config, dir);
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`Mainstreet cannot ${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
