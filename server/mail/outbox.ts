import type { Transporter } from 'nodemailer';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';

/**
 * Outgoing mail. Every message is first written to `mail_outbox` (in the caller's transaction, so a
 * rolled-back action sends nothing); `npm run ops -- mail` lists it. When SMTP_URL is set,
 * flushOutbox() sends what is unsent and stamps sent_at (or records the error and retries later).
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
}

export const MAIL_FROM = process.env.MAIL_FROM || 'Brand Console <no-reply@brand-console.local>';

export async function enqueueMail(q: Queryable, mail: Mail): Promise<number> {
  const { rows } = await q.query<{ id: number }>('INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
  return rows[0]!.id;
}

export async function listMail(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, body, created_at, sent_at, error FROM mail_outbox
      WHERE $1::text IS NULL OR lower(to_address) = lower($1)
      ORDER BY id DESC LIMIT $2`,
    [options.to ?? null, options.limit ?? 50],
  );
  return rows;
}

const transports = new Map<string, Transporter>();
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // loaded when mail is first sent (decision 108)
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends unsent mail through SMTP. Each row is claimed with SKIP LOCKED so several server processes
 * never send the same message twice. Returns the number sent. Without SMTP_URL it does nothing.
 */
export async function flushOutbox(db: Db, smtpUrl: string | undefined, limit = 20): Promise<number> {
  if (!smtpUrl) return 0;
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    // one row per transaction, so a sent message is marked sent before the next is tried
    const outcome = await withTransaction(db, async (tx) => {
      const { rows } = await tx.query<OutboxRow>(
        `SELECT id, to_address, subject, body FROM mail_outbox WHERE sent_at IS NULL
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (!row) return 'empty';
      try {
        await (await transportFor(smtpUrl)).sendMail({ from: MAIL_FROM, to: row.to_address, subject: row.subject, text: row.body });
        await tx.query('UPDATE mail_outbox SET sent_at = now(), error = NULL WHERE id = $1', [row.id]);
        return 'sent';
      } catch (error) {
        await tx.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [row.id, String(error).slice(0, 500)]);
        return 'failed';
      }
    });
    if (outcome !== 'sent') break; // nothing left, or the relay is failing: leave the rest for the next flush
    sent++;
  }
  return sent;
}

/** Fire-and-forget flush after a request committed its mail; failures stay recorded in the row. */
export function flushOutboxSoon(db: Db, smtpUrl: string | undefined): void {
  if (!smtpUrl) return;
  void flushOutbox(db, smtpUrl).catch(() => undefined);
}
