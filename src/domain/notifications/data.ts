import { z } from 'zod';

/*
 * The data a notification carries (spec 1 §3), as zod schemas for the server and the contract. Apart
 * from ./cases.ts so that the browser, which reads cases, does not load zod (decision 027).
 */
/** The reminder object of spec 1 §3; every field optional because each reminder uses a few. */
export const reminderSchema = z.object({
  due_date: z.string().optional(),
  is_retainer_invoice: z.boolean().optional(),
  total_amount: z.string().optional(),
  type: z.number().int().optional(),
  type_name: z.string().optional(),
  overdue_days: z.number().int().optional(),
  lock_table: z.boolean().optional(),
  days_remaining: z.number().int().optional(),
  days_locking: z.number().int().optional(),
  locking_date: z.string().optional(),
  tab: z.string().optional(),
  deadline_date: z.string().optional(),
  days_cross_check: z.number().int().optional(),
});
export type Reminder = z.infer<typeof reminderSchema>;

const id = z.union([z.number().int(), z.string().min(1).max(100)]);
const text = z.string().max(1000);

/** The data object of spec 1 §3 (every field the spec names; unknown fields are dropped). */
export const notificationDataSchema = z.object({
  offer_id: id.optional(),
  offer_uuid: z.string().max(100).optional(),
  offer_name: text.optional(),
  publisher_name: text.optional(),
  publisher_id: id.optional(),
  file_name: text.optional(),
  file_id: id.optional(),
  application_id: id.optional(),
  invitation_id: id.optional(),
  ticket_id: id.optional(),
  action_dropdown: text.optional(),
  offer_status: text.optional(),
  budget_type: text.optional(),
  budget_frequency: text.optional(),
  number_issue: z.number().int().optional(),
  publisher_action: text.optional(),
  ticket_title: text.optional(),
  ticket_status: text.optional(),
  user_status: text.optional(),
  content: z.string().max(5000).optional(),
  link: z.string().max(2000).optional(),
  employee_name: text.optional(),
  partner_name: text.optional(),
  check_id: id.optional(),
  list_check_ids: z.array(id).optional(),
  invoice_id: id.optional(),
  action: text.optional(),
  n: z.number().optional(),
  partner_id: id.optional(),
  period_start: z.string().max(40).optional(),
  period_end: z.string().max(40).optional(),
  tab: text.optional(),
  discount_id: id.optional(),
  promo_name: text.optional(),
  agency_name: text.optional(),
  agency_action: text.optional(),
  date_time: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  contract_id: id.optional(),
  agency_id: id.optional(),
  /** image shown by the `other` category (defaults to the product logo) */
  image: z.string().max(2000).optional(),
  reminder: reminderSchema.optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;
