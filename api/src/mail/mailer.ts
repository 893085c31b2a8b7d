import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailKind } from '@tulia/shared/contract';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

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

const MAX_ATTEMPTS = 5;

/**
 * The mail transport (DECISIONS: nothing is silently lost). Every mail is first written to
 * the outbox table inside the transaction of the change that caused it; with SMTP_URL set it
 * is then delivered and marked sent, and failed deliveries are retried. Without SMTP the
 * outbox row is the delivery: the demo and the tests read it through GET /api/admin/outbox.
 */
export class Mailer {
  private readonly smtp: SmtpTransport | null;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl?: string; from: string; log?: Logger },
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

  /** Delivers the given mails by SMTP after their transaction committed; a no-op without SMTP. */
  async deliver(ids: number[]): Promise<void> {
    if (!this.smtp || ids.length === 0) return;
    const pending = await this.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
    for (const mail of pending) await this.send(mail);
  }

  private async send(mail: typeof outbox.$inferSelect): Promise<void> {
    if (!this.smtp) return;
    try {
      await this.smtp.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.update(outbox).set({ sentAt: new Date(), attempts: mail.attempts + 1, lastError: null }).where(eq(outbox.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log?.warn({ mailId: mail.id, error: message }, 'mail delivery failed; it stays in the outbox');
      await this.db
        .update(outbox)
        .set({ attempts: mail.attempts + 1, lastError: message.slice(0, 500) })
        .where(eq(outbox.id, mail.id))
        .catch(() => undefined);
    }
  }

  /** Retries undelivered mail every minute while SMTP is configured. */
  startRetries(intervalMs = 60_000): void {
    if (!this.smtp || this.retryTimer) return;
    this.retryTimer = setInterval(() => {
      void this.retryPending().catch(() => undefined);
    }, intervalMs);
    this.retryTimer.unref();
  }

  async retryPending(): Promise<void> {
    if (!this.smtp) return;
    const pending = await this.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
      .limit(50);
    for (const mail of pending) await this.send(mail);
  }

  close(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
    this.smtp?.close();
  }
}
