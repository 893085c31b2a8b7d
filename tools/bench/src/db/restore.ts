// npm run db:restore -- <file> [--force] [--unencrypted]: restores a backup written by
// npm run db:backup, once it is decrypted and authenticated.
import { runCommandLine } from './command-line';

runCommandLine('restore');
