import type { Db } from '../db/pool.ts';
import { SUPPORT_AGENT_NAME } from './ops.ts';
import { changeTicket, createTicket } from './service.ts';

/**
 * The demo brand's tickets (issue 28), so /ticket opens on a real conversation: one the support has
 * answered and one waiting. Made through the services (the support's answer as the ops CLI gives
 * it). Cost: two inserts and one reply. Idempotent: a brand with a ticket is left alone.
 */
export async function seedDemoTickets(db: Db, brandId: number): Promise<void> {
  const existing = await db.query('SELECT 1 FROM tickets WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (existing.rowCount) return;
  const owner = await db.query<{ id: number }>('SELECT id FROM brand_users WHERE brand_id = $1 AND role_id = 1 ORDER BY id LIMIT 1', [
    brandId,
  ]);
  const authorId = owner.rows[0] ? Number(owner.rows[0].id) : null;
  const answered = await createTicket(db, brandId, authorId, {
    title: 'Conversions missing after the postback change',
    category: 'tracking',
    body: 'Since we changed the postback URL on Monday, approved orders no longer show as conversions.',
  });
  await changeTicket(db, brandId, answered.id, 'reply', {
    body: 'The new URL drops the click_id parameter. Add {click_id} back to the template and the conversions will arrive again.',
    authorName: SUPPORT_AGENT_NAME,
  });
  await createTicket(db, brandId, authorId, {
    title: 'How do I export the monthly invoice?',
    category: 'payment',
    body: 'We need the invoice as a PDF for our accounting team.',
  });
}
