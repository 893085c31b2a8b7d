/**
 * The base image: Debian bookworm minbase from Debian's own packages (mmdebstrap), imported into
 * podman as localhost/tulia-base:bookworm. No container registry is asked, ever.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execOk, podmanOk } from './podman';
import { baseImage, debianSources } from './settings';

/** mmdebstrap's arguments, writing the root file system as a tarball. */
export function mmdebstrapArgs(tarball: string): string[] {
  return [
    '--variant=minbase',
    // ca-certificates: outgoing TLS (SMTP, a managed PostgreSQL); tini: PID 1.
    '--include=ca-certificates,tini',
    // Merged /usr set up by mmdebstrap itself; otherwise apt picks the usrmerge package, which
    // brings in the whole of perl (some 45 MB) to do the same.
    '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
    // Documentation and translations nobody reads in a container; copyrights stay.
    '--dpkgopt=path-exclude=/usr/share/doc/*',
    '--dpkgopt=path-include=/usr/share/doc/*/copyright',
    '--dpkgopt=path-exclude=/usr/share/man/*',
    '--dpkgopt=path-exclude=/usr/share/info/*',
    '--dpkgopt=path-exclude=/usr/share/locale/*',
    '--aptopt=Acquire::Languages "none"',
    'bookworm',
    tarball,
    ...debianSources,
  ];
}

/**
 * mmdebstrap into a tarball, then podman import. Not a pipe: a bootstrap that fails half-way
 * would still hand podman a tar stream, and a broken base would be cached as if it were whole.
 */
export async function buildBaseImage(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'tulia-base-'));
  try {
    const tarball = join(folder, 'rootfs.tar');
    await execOk('mmdebstrap', mmdebstrapArgs(tarball), { show: true });
    await podmanOk(['import', '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', '--message', 'Debian bookworm minbase (mmdebstrap)', tarball, baseImage]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
