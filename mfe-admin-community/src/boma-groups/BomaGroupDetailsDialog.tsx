import { Badge, Box, Button, Center, Heading, HStack, Stack, Text } from '@tulia/shared/chakra';
import type { BomaGroup } from '@tulia/shared/contract';
import { RecordHistory } from '@tulia/shared/admin';
import { DetailList, DetailsDialog, StatusBadge, TagList, formatDateTime, humanize } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { memberCount, membersLabel } from './BomaGroupCard';
import { GroupImage } from './GroupImage';
import { ImagePlaceholderIcon } from './GroupIcons';
import { RafikiBadge } from './RafikiBadge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm" color="gray.900" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const imagePlaceholder = (
  <Center height="40" bg="gray.100" color="gray.700" borderRadius="md" flexDirection="column" gap="2">
    <ImagePlaceholderIcon />
    <Text fontSize="sm">No image</Text>
  </Center>
);

export interface BomaGroupDetailsDialogProps {
  group: BomaGroup;
  onClose: () => void;
  onEdit: (group: BomaGroup) => void;
}

/** Everything about one group: picture, description, creator, managers, statistics, timestamps. */
export function BomaGroupDetailsDialog({ group, onClose, onEdit }: BomaGroupDetailsDialogProps) {
  return (
    <DetailsDialog
      open
      title="Group Details"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" onClick={() => onEdit(group)}>
          Edit Group
        </Button>
      }
    >
      <Stack gap="5">
        <Box borderRadius="md" overflow="hidden">
          <GroupImage name={group.name} imageUrl={group.image_url} height="48" fallback={imagePlaceholder} />
        </Box>

        <Stack gap="3">
          <Heading as="h3" size="lg" color="gray.900" wordBreak="break-word">
            {group.name}
          </Heading>
          <Text color="gray.800" whiteSpace="pre-wrap" wordBreak="break-word">
            {group.description}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <StatusBadge status={group.status} />
            <Badge colorPalette={group.is_private ? 'orange' : 'blue'} variant="subtle">
              {group.is_private ? 'Private' : 'Public'}
            </Badge>
            <Badge colorPalette="brand" variant="solid">
              {group.category}
            </Badge>
          </HStack>
          {group.tags.length > 0 ? <TagList tags={group.tags} max={group.tags.length} /> : <Text color="gray.700">No tags</Text>}
        </Stack>

        <Section title="Creator">
          {group.creator ? (
            <DetailList
              items={[
                { label: 'Name', value: group.creator.full_name },
                { label: 'Email', value: group.creator.email },
                { label: 'Rafiki', value: group.creator.is_rafiki ? <RafikiBadge /> : 'No' },
                { label: 'Created', value: formatDateTime(group.created_at) },
              ]}
            />
          ) : (
            <Text color="gray.700">The creator's account no longer exists. Created {formatDateTime(group.created_at)}.</Text>
          )}
        </Section>

        <Section title="Managers">
          {group.managers.length > 0 ? (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {group.managers.map((manager) => (
                <Box as="li" key={manager.id} borderWidth="1px" borderRadius="md" p="3">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold" color="gray.900">
                      {manager.full_name}
                    </Text>
                    {manager.is_rafiki ? <RafikiBadge /> : null}
                    <Badge variant="outline" colorPalette="gray" color="gray.800">
                      {humanize(manager.role)}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="gray.700" wordBreak="break-word">
                    {manager.email}
                  </Text>
                  <Text fontSize="sm" color="gray.700" wordBreak="break-word">
                    @{manager.username}
                  </Text>
                </Box>
              ))}
            </Stack>
          ) : (
            <Text color="gray.700">No managers yet</Text>
          )}
        </Section>

        <Section title="Statistics">
          <DetailList
            items={[
              { label: 'Members', value: membersLabel(memberCount(group)) },
              { label: 'Activity', value: group.is_active ? 'Active' : 'Inactive' },
            ]}
          />
        </Section>

        <Section title="Timestamps">
          <DetailList
            items={[
              { label: 'Created', value: formatDateTime(group.created_at) },
              { label: 'Last updated', value: formatDateTime(group.updated_at) },
            ]}
          />
        </Section>
      </Stack>
      <RecordHistory entity="boma_group" entityId={group.id} />
    </DetailsDialog>
  );
}
