import { Box, Button } from '@tulia/shared/chakra';
import { PageHeader } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { PlusIcon } from './icons';

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

export interface CreateButtonProps {
  /** The screen's words for it ("Add Therapist", "Create Group"). */
  label: string;
  /** The plus sign the people screens draw before the label. */
  plus?: boolean;
  onClick: () => void;
}

/** The header's primary button that opens a screen's create form. */
export function CreateButton({ label, plus = false, onClick }: CreateButtonProps) {
  return (
    <Button colorPalette="brand" onClick={onClick}>
      {plus ? <PlusIcon /> : null}
      {plus ? ` ${label}` : label}
    </Button>
  );
}
