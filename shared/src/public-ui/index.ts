// Pieces of the public pages that both public remotes (mfe-public, mfe-assessment) draw.
export { crisisEmailHref, emergencyHref, helplineHref, supportEmailHref } from './contact-hrefs';
export { outlinedCard } from './surfaces';
