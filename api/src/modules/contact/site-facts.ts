import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { siteConfig as builtIn, type SiteConfig } from '@tulia/shared/site-config';

/** What the contact form's answer page says of the site: its name, who to call and when messages are read. */
export type ContactSiteFacts = Pick<
  SiteConfig,
  'productName' | 'helplineDisplay' | 'helplineTel' | 'helplineName' | 'ownHelpline247' | 'childline' | 'emergencyNumber' | 'supportEmail' | 'contactFormHours'
>;

const textKeys = ['productName', 'helplineDisplay', 'helplineTel', 'helplineName', 'emergencyNumber', 'supportEmail', 'contactFormHours'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The facts of a deployed site-config module, each one it lacks (or holds in another shape) taken from the built-in ones. */
export function siteFactsOf(deployed: unknown): ContactSiteFacts {
  const config = isRecord(deployed) ? deployed : {};
  const facts: ContactSiteFacts = {
    productName: builtIn.productName,
    helplineDisplay: builtIn.helplineDisplay,
    helplineTel: builtIn.helplineTel,
    helplineName: builtIn.helplineName,
    ownHelpline247: typeof config.ownHelpline247 === 'boolean' ? config.ownHelpline247 : builtIn.ownHelpline247,
    childline: builtIn.childline,
    emergencyNumber: builtIn.emergencyNumber,
    supportEmail: builtIn.supportEmail,
    contactFormHours: builtIn.contactFormHours,
  };
  for (const key of textKeys) {
    const value = config[key];
    if (typeof value === 'string' && value.trim() !== '') facts[key] = value;
  }
  const childline = config.childline;
  if (isRecord(childline) && typeof childline.name === 'string' && typeof childline.number === 'string') {
    facts.childline = { name: childline.name, number: childline.number };
  }
  return facts;
}

/**
 * The site's facts as the served site was built with them: a deployment sets its own helpline
 * and e-mail at build time (VITE_SITE_*), and the composed pages read the deployed copy of the
 * site configuration (ssr/shared/site-config.mjs) as the release's composition does. The answer
 * page must name the same helpline as the page the form was sent from. Without a served site
 * (the api alone, the tests) or that file, the built-in facts.
 */
export async function loadContactSiteFacts(siteDir: string | undefined, log: FastifyBaseLogger): Promise<ContactSiteFacts> {
  const file = siteDir ? join(siteDir, 'ssr', 'shared', 'site-config.mjs') : undefined;
  if (!file || !existsSync(file)) return siteFactsOf(builtIn);
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    return siteFactsOf(isRecord(module) ? module.siteConfig : undefined);
  } catch (error) {
    log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      'contact form: the served site configuration could not be read; using the built-in one',
    );
    return siteFactsOf(builtIn);
  }
}
