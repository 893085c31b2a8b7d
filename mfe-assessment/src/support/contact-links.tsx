/**
 * Links to help, used wherever the remote points someone in distress to a person: the crisis
 * panel, the urgent result, the sensitive question and the chat helper. Numbers and addresses
 * come from the site configuration, never from this code.
 */
import { Link, type LinkProps } from '@tulia/shared/chakra';
import { crisisEmailHref, emergencyHref, helplineHref } from '@tulia/shared/public-ui';
import { siteConfig } from '@tulia/shared/site-config';

type ContactLinkProps = Omit<LinkProps, 'href'>;

/** The helpline as a telephone link; its text is the number unless children say otherwise. */
export function HelplineLink({ children, ...props }: ContactLinkProps) {
  return (
    <Link href={helplineHref} fontWeight="semibold" textDecoration="underline" {...props}>
      {children ?? siteConfig.helplineDisplay}
    </Link>
  );
}

/** Emergency services (999 in Kenya) as a telephone link. */
export function EmergencyNumberLink({ children, ...props }: ContactLinkProps) {
  return (
    <Link href={emergencyHref} fontWeight="semibold" textDecoration="underline" {...props}>
      {children ?? siteConfig.emergencyNumber}
    </Link>
  );
}

/** The crisis team's e-mail address as a mailto link. */
export function CrisisEmailLink({ children, ...props }: ContactLinkProps) {
  return (
    <Link href={crisisEmailHref} fontWeight="semibold" textDecoration="underline" {...props}>
      {children ?? siteConfig.crisisEmail}
    </Link>
  );
}
