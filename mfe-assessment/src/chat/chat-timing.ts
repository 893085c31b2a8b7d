/** The chat helper's constants. */
import type { RandomSource } from '../timing/clock';

export const BOT_REPLY_MIN_MS = 1000;
export const BOT_REPLY_MAX_MS = 3000;
export const QUICK_REPLY_DELAY_MS = 1500;
export const SPARKLE_INTERVAL_MS = 30_000;
export const SPARKLE_VISIBLE_MS = 2000;
export const ENCOURAGEMENT_CHANCE = 0.3;
export const ENCOURAGEMENT_DELAY_MS = 3000;
/** Quick-reply chips show while there are this many messages or fewer. */
export const QUICK_REPLIES_MAX_MESSAGES = 2;
/** An encouragement may be posted only when there are more messages than this. */
export const ENCOURAGEMENT_MIN_MESSAGES = 2;

/** A typed message's reply delay: uniformly 1000-3000 ms, so the helper feels less mechanical. */
export const botReplyDelay = (random: RandomSource): number => BOT_REPLY_MIN_MS + Math.round(random() * (BOT_REPLY_MAX_MS - BOT_REPLY_MIN_MS));

/** An index into a list of `length`, from a random number in [0, 1). */
export const randomIndex = (random: RandomSource, length: number): number => Math.min(length - 1, Math.floor(random() * length));
