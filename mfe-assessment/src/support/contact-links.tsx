/**
 * Links to help, used wherever the remote points someone in distress to a person: the crisis
 * panel, the urgent result, the sensitive question and the chat helper. Numbers and addresses
 * come from the site configuration, never from this code. Plain links (the assessment runs
 * without Chakra as an island), in the tone of the panel they stand in, drawn by the assessment's
 * stylesheet; a caller that draws them itself (the chat widget, on pages without that
 * stylesheet) gives its own `className` instead.
 */
import { crisisEmailHref, emergencyHref, helplineHref } from '@tulia/shared/public-ui';
import { siteConfig } from '@tulia/shared/site-config';
import type { ReactNode } from 'react';

export interface ContactLinkProps {
  /** brand: on white or brand panels; crisis: the crisis panel; urgent and sensitive: the amber panels. */
  tone?: 'brand' | 'crisis' | 'urgent' | 'sensitive';
  large?: boolean;
  /** The caller's own classes, in place of the stylesheet's (tone and large then do nothing). */
  className?: string;
  children?: ReactNode;
}

const classOf = ({ tone = 'brand', large = false, className }: ContactLinkProps): string =>
  className ?? ['ta-link', tone === 'brand' ? '' : `ta-link--${tone}`, large ? 'ta-link--large' : ''].filter(Boolean).join(' ');

/** The helpline as a telephone link; its text is the number unless children say otherwise. */
export function HelplineLink(props: ContactLinkProps) {
  return (
    <a href={helplineHref} className={classOf(props)}>
      {props.children ?? siteConfig.helplineDisplay}
    </a>
  );
}

/** Emergency services (999 in Kenya) as a telephone link. */
export function EmergencyNumberLink(props: ContactLinkProps) {
  return (
    <a href={emergencyHref} className={classOf(props)}>
      {props.children ?? siteConfig.emergencyNumber}
    </a>
  );
}

/** The crisis team's e-mail address as a mailto link. */
export function CrisisEmailLink(props: ContactLinkProps) {
  return (
    <a href={crisisEmailHref} className={classOf(props)}>
      {props.children ?? siteConfig.crisisEmail}
    </a>
  );
}
