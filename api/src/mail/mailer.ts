import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailKind } from '@tulia/shared/contract';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { seal, unseal } from './sealed';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
}

interface Logger {
  warn(object: object, message: string): void;
}

interface SmtpTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close(): void;
}

type OutboxRow = typeof outbox.$inferSelect;

const MAX_ATTEMPTS = 5;
/** Mails one worker pass claims at most. */
const BATCH = 20;
/** How long a claimed mail is a worker's; past it another worker may take it (the first died). */
const LEASE_SECONDS = 120;

/** Where a password reset mail's link goes; the link itself is kept sealed beside the body. */
export const RESET_LINK_PLACEHOLDER = '{reset link}';
/** What the outbox shows instead of a reset link to anyone but its recipient. */
export const HIDDEN_LINK = '[reset link: only its recipient can see it]';

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  log?: Logger;
  /** Seals reset links while they wait for delivery (sealingKey of the server's secret). */
  sealKey: Buffer;
  /** How long a mail's text is kept when it is not delivered by SMTP (the demo reads it in the outbox). */
  retentionMs: number;
  /** How often the worker looks for mail to deliver. */
  pollMs?: number;
}

/**
 * The mail transport, which loses nothing silently. Every mail is first written to
 * the outbox table, inside the transaction of the change that caused it; requests never wait
 * for SMTP. A worker in every api instance then delivers due mail by SMTP (with SMTP_URL),
 * claiming rows with FOR UPDATE SKIP LOCKED and a lease, so several instances deliver each
 * mail once. A delivered mail keeps its envelope only: its text and sealed link are dropped.
 * Without SMTP the outbox row is the delivery (the demo reads it through GET /api/admin/outbox)
 * and the text is dropped after the retention period.
 */
export class Mailer {
  private readonly smtp: SmtpTransport | null;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: MailerOptions,
  ) {
    this.smtp = options.smtpUrl ? (nodemailer.createTransport(options.smtpUrl) as SmtpTransport) : null;
  }

  get transport(): 'smtp' | 'outbox' {
    return this.smtp ? 'smtp' : 'outbox';
  }

  /** Writes the mail with the given database or transaction; returns its outbox id. */
  async enqueue(db: Database, mail: Mail): Promise<number> {
    const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
    if (!row) throw new Error('The outbox did not return the new mail');
    return row.id;
  }

  /** A reset link sealed for the outbox's `secret` column. */
  sealLink(link: string): string {
    return seal(link, this.options.sealKey);
  }

  /**
   * The text of a mail as the outbox shows it to `viewer`: a reset link only to its recipient
   * (never to another super admin, who could take over that account).
   */
  bodyFor(row: Pick<OutboxRow, 'to' | 'body' | 'secret'>, viewer: string): string {
    if (!row.body.includes(RESET_LINK_PLACEHOLDER)) return row.body;
    const link = row.secret && row.to === viewer ? unseal(row.secret, this.options.sealKey) : null;
    return row.body.replace(RESET_LINK_PLACEHOLDER, link ?? HIDDEN_LINK);
  }

  /** Asks the worker for a pass soon; never waits for it. */
  wake(): void {
    if (this.closed || !this.smtp) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** After a transaction that enqueued mail committed: the worker delivers it. */
  async deliver(ids: number[]): Promise<void> {
    if (ids.length > 0) this.wake();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.deliverDue();
      } catch (error) {
        this.options.log?.warn({ error: error instanceof Error ? error.message : String(error) }, 'mail worker pass failed');
      }
    } while (this.again && !this.closed);
  }

  /**
   * One worker pass: claims due mail (not sent, attempts left, no live lease) and delivers it.
   * Answers how many were delivered.
   */
  async deliverDue(): Promise<number> {
    if (!this.smtp) return 0;
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`))))
      .orderBy(outbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    let delivered = 0;
    for (const mail of claimed) if (await this.send(mail)) delivered += 1;
    return delivered;
  }

  private async send(mail: OutboxRow): Promise<boolean> {
    if (!this.smtp) return false;
    const link = mail.secret ? unseal(mail.secret, this.options.sealKey) : null;
    if (mail.body.includes(RESET_LINK_PLACEHOLDER) && !link) {
      // Sealed under another key (JWT_SECRET changed): the link is lost; the person asks again.
      await this.db
        .update(outbox)
        .set({ attempts: MAX_ATTEMPTS, lastError: 'The reset link could not be unsealed.', secret: null, claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      return false;
    }
    try {
      const text = link ? mail.body.replace(RESET_LINK_PLACEHOLDER, link) : mail.body;
      await this.smtp.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text });
      // Delivered: the envelope stays (nothing is silently lost), the text and link go.
      await this.db.update(outbox).set({ sentAt: new Date(), body: '', secret: null, claimedUntil: null, lastError: null }).where(eq(outbox.id, mail.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log?.warn({ mailId: mail.id, error: message }, 'mail delivery failed; it stays in the outbox');
      // Backs off a minute per attempt before another worker pass takes it again.
      await this.db
        .update(outbox)
        .set({ lastError: message.slice(0, 500), claimedUntil: sql`now() + make_interval(mins => ${mail.attempts})` })
        .where(eq(outbox.id, mail.id))
        .catch(() => undefined);
      return false;
    }
  }

  /** Drops the text and sealed link of mail older than the retention period; answers how many. */
  async dropExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.retentionMs);
    const dropped = await this.db
      .update(outbox)
      .set({ body: '', secret: null })
      .where(and(lt(outbox.createdAt, cutoff), or(ne(outbox.body, ''), isNotNull(outbox.secret))))
      .returning({ id: outbox.id });
    return dropped.length;
  }

  /** The worker: delivers due mail (with SMTP) and applies the retention period. */
  start(): void {
    if (this.timers.length > 0 || this.closed) return;
    const sweep = () => void this.dropExpired().catch(() => undefined);
    this.timers.push(setInterval(sweep, Math.min(this.options.retentionMs, 10 * 60_000)));
    if (this.smtp) {
      this.timers.push(setInterval(() => this.wake(), this.options.pollMs ?? 5_000));
      this.wake();
    }
    for (const timer of this.timers) timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    // A delivery in flight gets a moment to finish; past it, its lease lets another worker retry.
    if (this.running) await Promise.race([this.running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    this.smtp?.close();
  }
}
