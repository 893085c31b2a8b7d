import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@tulia/shared/chakra';
import type { BomaGroup, GroupManager } from '@tulia/shared/contract';
import { StatusBadge, TagList, formatDateTime, humanize } from '@tulia/shared/ui';
import { useId } from 'react';
import { GroupImage } from './GroupImage';
import { CategoryIcon, PrivacyIcon } from './GroupIcons';
import { RafikiBadge } from './RafikiBadge';

// The most tags and managers shown on a group card.
export const MAX_CARD_TAGS = 4;
export const MAX_CARD_MANAGERS = 3;

/** The real member count, or 0; never an invented number. */
export function memberCount(group: Pick<BomaGroup, 'real_member_count'>): number {
  return group.real_member_count ?? 0;
}

export function membersLabel(count: number): string {
  return count === 1 ? '1 member' : `${count.toLocaleString('en-KE')} members`;
}

function moreManagersLabel(extra: number): string {
  return extra === 1 ? '+1 more manager' : `+${extra} more managers`;
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="gray.700">
      {children}
    </Text>
  );
}

function ManagerLine({ manager }: { manager: GroupManager }) {
  return (
    <HStack as="li" gap="2" flexWrap="wrap">
      <Text fontSize="sm" fontWeight="medium" color="gray.900">
        {manager.full_name}
      </Text>
      {manager.is_rafiki ? <RafikiBadge /> : null}
      <Text fontSize="sm" color="gray.700">
        {humanize(manager.role)}
      </Text>
    </HStack>
  );
}

export interface BomaGroupCardProps {
  group: BomaGroup;
  onView: (group: BomaGroup) => void;
  onEdit: (group: BomaGroup) => void;
  onDelete: (group: BomaGroup) => void;
}

/** One boma group in the grid: an article named by its heading. */
export function BomaGroupCard({ group, onView, onEdit, onDelete }: BomaGroupCardProps) {
  const headingId = useId();
  const shownManagers = group.managers.slice(0, MAX_CARD_MANAGERS);
  const moreManagers = group.managers.length - shownManagers.length;
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" height="full" data-testid="boma-group-card">
      <GroupImage name={group.name} imageUrl={group.image_url} height="36" />
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <HStack gap="1.5" color="brand.700">
            <CategoryIcon category={group.category} />
            <Text fontSize="sm" fontWeight="semibold">
              {group.category}
            </Text>
          </HStack>
          <HStack gap="2" color="gray.700">
            <PrivacyIcon isPrivate={group.is_private} />
            <StatusBadge status={group.status} />
          </HStack>
        </HStack>

        <Box>
          <Heading as="h2" id={headingId} size="md" color="gray.900" lineClamp={2} wordBreak="break-word">
            {group.name}
          </Heading>
          <Text mt="1" color="gray.700" lineClamp={2} wordBreak="break-word">
            {group.description}
          </Text>
        </Box>

        <HStack gap="1.5" flexWrap="wrap" align="center">
          <Badge colorPalette="brand" variant="solid">
            {group.category}
          </Badge>
          <TagList tags={group.tags} max={MAX_CARD_TAGS} />
        </HStack>

        <Stack gap="1" borderTopWidth="1px" pt="3">
          <SectionLabel>Created by</SectionLabel>
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm" fontWeight="medium" color="gray.900">
              {group.creator?.full_name ?? 'Unknown'}
            </Text>
            {group.creator?.is_rafiki ? <RafikiBadge /> : null}
          </HStack>
          <Text fontSize="sm" color="gray.700">
            {formatDateTime(group.created_at)}
          </Text>
        </Stack>

        <Stack gap="1">
          <SectionLabel>Managers</SectionLabel>
          {shownManagers.length > 0 ? (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Managers">
              {shownManagers.map((manager) => (
                <ManagerLine key={manager.id} manager={manager} />
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="gray.700">
              No managers yet
            </Text>
          )}
          {moreManagers > 0 ? (
            <Text fontSize="sm" color="gray.700">
              {moreManagersLabel(moreManagers)}
            </Text>
          ) : null}
        </Stack>

        <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="sm" color="gray.700" mt="auto">
          <Text>{membersLabel(memberCount(group))}</Text>
          <Text>Updated {formatDateTime(group.updated_at)}</Text>
        </HStack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" px={{ base: '4', md: '5' }} pb={{ base: '4', md: '5' }} pt="0">
        <Button size="sm" variant="outline" aria-describedby={headingId} onClick={() => onView(group)}>
          View Details
        </Button>
        <Button size="sm" colorPalette="brand" variant="subtle" aria-describedby={headingId} onClick={() => onEdit(group)}>
          Edit Group
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" aria-describedby={headingId} onClick={() => onDelete(group)}>
          Delete Group
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
