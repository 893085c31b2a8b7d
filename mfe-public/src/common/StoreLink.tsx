import { Button, type ButtonProps } from '@tulia/shared/chakra';
import { SmartphoneIcon } from './icons';
import { storeLinks, type Store } from './contact-links';

export interface StoreLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  store: Store;
}

/** 'Download for iOS' / 'Download for Android': a button-styled link to the store (from the site configuration). */
export function StoreLink({ store, variant = 'outline', colorPalette = 'brand', ...buttonProps }: StoreLinkProps) {
  const { href, label } = storeLinks[store];
  return (
    <Button asChild variant={variant} colorPalette={colorPalette} {...buttonProps}>
      <a href={href}>
        <SmartphoneIcon boxSize="4" />
        {label}
      </a>
    </Button>
  );
}
