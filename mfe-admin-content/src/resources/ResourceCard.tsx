import { Box, Button, Heading, HStack, IconButton, Link, Text } from '@tulia/shared/chakra';
import type { Resource, ResourceType } from '@tulia/shared/contract';
import { safeWebUrl, StatusBadge, TagList, telHref } from '@tulia/shared/ui';
import { DeleteIcon, EditIcon } from '@tulia/shared/admin';
import { useId } from 'react';
import { PhoneIcon, ResourceTypeIcon } from './ResourceIcons';

/** At most 3 tags on a resource card, then '+N'. */
const MAX_CARD_TAGS = 3;

const typeLabels: Record<ResourceType, string> = { article: 'Article', video: 'Video', pdf: 'PDF', hotline: 'Hotline' };

export interface ResourceCardProps {
  resource: Resource;
  onEdit: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
}

/** One resource as the admin sees it in the grid. Everything typed is shown as text. */
export function ResourceCard({ resource, onEdit, onDelete }: ResourceCardProps) {
  const titleId = useId();
  const link = safeWebUrl(resource.url, resource.file_url);
  const phoneLink = resource.phone ? telHref(resource.phone) : null;
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-testid="resource-card"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      w="full"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <HStack justify="space-between" gap="2">
        <HStack gap="2" color="brand.700">
          <ResourceTypeIcon type={resource.resource_type} />
          <Text fontSize="sm" fontWeight="semibold">
            {typeLabels[resource.resource_type]}
          </Text>
        </HStack>
        <StatusBadge status={resource.is_active ? 'active' : 'inactive'} />
      </HStack>
      <Heading as="h2" size="md" id={titleId} color="gray.900" wordBreak="break-word">
        {resource.title}
      </Heading>
      <Text color="gray.700" lineClamp={3} wordBreak="break-word">
        {resource.description}
      </Text>
      <TagList tags={resource.tags} max={MAX_CARD_TAGS} />
      <Text fontSize="sm" color="gray.700">
        Category:{' '}
        <Text as="span" fontWeight="medium" color="gray.900">
          {resource.category}
        </Text>
      </Text>
      {resource.phone ? (
        <HStack gap="2" fontSize="sm" color="gray.800">
          <PhoneIcon />
          {phoneLink ? (
            <Link href={phoneLink} color="brand.700" textDecoration="underline">
              {resource.phone}
            </Link>
          ) : (
            <Text>{resource.phone}</Text>
          )}
        </HStack>
      ) : null}
      <HStack mt="auto" pt="2" justify="space-between" gap="2" flexWrap="wrap">
        {link ? (
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <a href={link} target="_blank" rel="noopener noreferrer">
              View Resource
              <Box as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Box>
            </a>
          </Button>
        ) : (
          <Text fontSize="sm" color="gray.700">
            No valid link
          </Text>
        )}
        <HStack gap="1">
          <IconButton size="sm" variant="ghost" aria-label={`Edit ${resource.title}`} onClick={() => onEdit(resource)}>
            <EditIcon />
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${resource.title}`} onClick={() => onDelete(resource)}>
            <DeleteIcon />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}
