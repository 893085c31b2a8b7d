import { Box, Image } from '@tulia/shared/chakra';
import { useState, type ReactNode } from 'react';

export interface GroupImageProps {
  name: string;
  imageUrl: string | null;
  height: string;
  /** Shown instead when there is no image or it fails to load; nothing by default. */
  fallback?: ReactNode;
}

/** A group's picture. A picture that fails to load is hidden, never shown broken. */
export function GroupImage({ name, imageUrl, height, fallback = null }: GroupImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!imageUrl || failedUrl === imageUrl) return <>{fallback}</>;
  return (
    <Box height={height} overflow="hidden" bg="gray.100">
      <Image src={imageUrl} alt={`The group ${name}`} width="full" height="full" objectFit="cover" onError={() => setFailedUrl(imageUrl)} />
    </Box>
  );
}
