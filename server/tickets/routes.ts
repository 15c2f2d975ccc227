import * as api from '../../src/domain/tickets/contract.ts';
import { TICKET_STATUSES } from '../../src/domain/tickets/enums.ts';
import { route, type Feature } from '../http/route.ts';
import { listTickets } from './list.ts';
import { createReview, reviewState } from './reviews.ts';
import { addBrandMessage, assertApproved, changeTicket, createTicket, mustLoadTicket } from './service.ts';

/** Ticket routes (src/domain/tickets/contract.ts; decision 087): each waits for the brand's approval first. */
export const registerTicketRoutes: Feature = (app) => {
  route(app, api.listTickets, async ({ db, user, query }) => {
    await assertApproved(db, user.brandId);
    return listTickets(db, user.brandId, query);
  });
  route(app, api.getTicket, async ({ db, user, params }) => {
    await assertApproved(db, user.brandId);
    return mustLoadTicket(db, user.brandId, params.ticketId);
  });
  route(app, api.createTicket, async ({ db, user, body }) => {
    await assertApproved(db, user.brandId);
    return createTicket(db, user.brandId, user.userId, body);
  });
  route(app, api.addTicketMessage, async ({ db, user, params, body }) => {
    await assertApproved(db, user.brandId);
    return addBrandMessage(db, user.brandId, user.userId, params.ticketId, body);
  });
  route(app, api.changeTicketStatus, async ({ db, user, params, body }) => {
    await assertApproved(db, user.brandId);
    return changeTicket(db, user.brandId, params.ticketId, body.action);
  });
  route(app, api.getReviewState, async ({ db, user }) => {
    await assertApproved(db, user.brandId);
    return reviewState(db, user.brandId);
  });
  route(app, api.createReview, async ({ db, user, body }) => {
    await assertApproved(db, user.brandId);
    return createReview(db, user.brandId, user.userId, body);
  });
  // the palette's entity search: by ticket id or title (decision 028's tuples)
  route(app, api.ticketIndex, async ({ db, user }) => {
    await assertApproved(db, user.brandId);
    const { rows } = await db.query<[number, string, number]>({
      text: `SELECT id::int, title, array_position($3::text[], status)::int - 1 FROM tickets WHERE brand_id = $1 ORDER BY id DESC LIMIT $2`,
      values: [user.brandId, api.TICKET_INDEX_MAX + 1, TICKET_STATUSES],
      rowMode: 'array',
    });
    return { items: rows.slice(0, api.TICKET_INDEX_MAX), truncated: rows.length > api.TICKET_INDEX_MAX };
  });
};
