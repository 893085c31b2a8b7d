import { Box } from '@tulia/shared/chakra';
import { PageHeader } from '@tulia/shared/ui';
import type { ReactNode } from 'react';

/** The remote that draws a screen and its build, marked on the screen's root for the shell's checks. */
export interface RemoteMark {
  name: string;
  version: string;
}

export interface AdminScreenProps {
  remote: RemoteMark;
  title: string;
  subtitle: string;
  /** The header's buttons (Add, Export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen's frame: its root, marked with the remote, and its header; the screen's lists and dialogs inside. */
export function AdminScreen({ remote, title, subtitle, actions, children }: AdminScreenProps) {
  return (
    <Box data-remote={remote.name} data-remote-version={remote.version}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Box>
  );
}
