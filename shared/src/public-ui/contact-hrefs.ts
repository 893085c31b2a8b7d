import { mailtoHref, siteConfig, telHref } from '@tulia/shared/site-config';

// Hrefs of the contact channels, derived once from the site configuration (never hard-coded:
// each deployment sets its own numbers and addresses).
export const helplineHref = telHref(siteConfig.helplineTel);
export const emergencyHref = telHref(siteConfig.emergencyNumber);
export const supportEmailHref = mailtoHref(siteConfig.supportEmail);
export const crisisEmailHref = mailtoHref(siteConfig.crisisEmail);
