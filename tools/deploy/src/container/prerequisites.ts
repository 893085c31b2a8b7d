/** The commands the container test needs, and what to install when one is missing. */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { aptPackages } from './settings';

export function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((folder) => {
    if (!folder) return false;
    try {
      accessSync(join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Null when every command is there, else the message that names the Debian packages. */
export function missingPrerequisites(path = process.env.PATH ?? ''): string | null {
  const missing = aptPackages.filter((command) => !onPath(command, path));
  if (missing.length === 0) return null;
  return [
    `Missing: ${missing.join(', ')}.`,
    `The container test needs Debian's ${aptPackages.join(', ')} (the package names are the command names):`,
    `  sudo apt-get update && sudo apt-get install -y ${aptPackages.join(' ')}`,
  ].join('\n');
}
