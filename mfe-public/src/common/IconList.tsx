import { List } from '@tulia/shared/chakra';
import type { ComponentProps, ComponentType } from 'react';
import { CheckIcon } from './icons';

type LineIcon = ComponentType<ComponentProps<typeof CheckIcon>>;

/** One line of an icon list: its text, with a tick unless it names its own icon. */
export type IconListLine = string | { Icon: LineIcon; text: string };

export interface IconListProps extends List.RootProps {
  lines: readonly IconListLine[];
  /** Space between an icon and its text. */
  iconGap?: '2' | '3';
}

/** A bulleted list whose bullets are icons (what we keep, what to expect, the skills). */
export function IconList({ lines, iconGap = '3', ...list }: IconListProps) {
  return (
    <List.Root as="ul" listStyleType="none" {...list}>
      {lines.map((line) => {
        const { Icon, text } = typeof line === 'string' ? { Icon: CheckIcon, text: line } : line;
        return (
          <List.Item key={text} display="flex" gap={iconGap} alignItems="flex-start" color="gray.800">
            <Icon boxSize="5" color="brand.700" mt="0.5" flexShrink={0} />
            {text}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
