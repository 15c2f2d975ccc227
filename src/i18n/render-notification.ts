import type { TranslationFunctions } from './i18n-types.ts';
import { caseById, type NotificationData, type Reminder } from '../domain/notifications/cases.ts';

/**
 * The sentence a notification shows, from its case id and data, in the reader's language. Pure: the
 * translation functions and the date and money formatters are passed in, so the server (emails,
 * ops CLI) and the browser render the same text. Status-like values are translated through
 * `notifications.values`; a value we do not know is shown as sent rather than dropped.
 */
export interface RenderFormat {
  /** a date or date-time string of the data → display text in the reader's language and time zone */
  date(value: string): string;
  /** a decimal-string amount → display text */
  money(amount: string): string;
}

export interface Rendered {
  text: string;
  /** the reminder's due date, overdue days, amount or cross-check deadline, when the data has one */
  reminder: string | null;
}

export interface RenderInput {
  case_id: number;
  data: NotificationData;
  /** stored content of cases we do not render (spec 1 §3 "content or message") */
  content?: string | null;
}

type Values = Record<string, () => string>;
function value(group: Values, key: string | undefined): string {
  if (!key) return '';
  return Object.hasOwn(group, key) ? group[key]!() : key;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function renderNotification(LL: TranslationFunctions, n: RenderInput, fmt: RenderFormat): Rendered {
  const t = LL.notifications.cases;
  const v = LL.notifications.values as unknown as Record<string, Values>;
  const d = n.data;
  const offer = str(d.offer_name);
  const num = (x: number | undefined) => x ?? 0;
  const key = caseById(n.case_id)?.key;
  let text: string;
  switch (key) {
    case 'offerStatusChanged':
      text = t.offerStatusChanged({ offer, status: value(v.offerStatus!, d.offer_status) });
      break;
    case 'offerBudgetThreshold':
      text = t.offerBudgetThreshold({
        offer,
        n: str(d.n),
        budget: value(v.budgetType!, d.budget_type),
        frequency: value(v.budgetFrequency!, d.budget_frequency),
      });
      break;
    case 'offerBudgetExhausted':
      text = t.offerBudgetExhausted({ offer });
      break;
    case 'partnerApplied':
      text = t.partnerApplied({ partner: str(d.publisher_name), offer });
      break;
    case 'invitationAnswered':
      text = t.invitationAnswered({ partner: str(d.publisher_name), action: value(v.invitationAnswer!, d.publisher_action) });
      break;
    case 'partnerOfferIssues':
      text = t.partnerOfferIssues({ partner: str(d.publisher_name), offer, count: num(d.number_issue) });
      break;
    case 'conversionUploadSucceeded':
      text = t.conversionUploadSucceeded({ file: str(d.file_name) });
      break;
    case 'conversionUploadFailed':
      text = t.conversionUploadFailed({ file: str(d.file_name), count: num(d.number_issue) });
      break;
    case 'postbackRefused':
      text = t.postbackRefused({ n: num(d.n), offer });
      break;
    case 'ticketUpdated':
      text = t.ticketUpdated({ title: str(d.ticket_title), status: value(v.ticketStatus!, d.ticket_status) });
      break;
    case 'productSyncFinished':
      text = t.productSyncFinished({ n: num(d.n) });
      break;
    case 'announcement':
      text = t.announcement({ content: str(d.content) });
      break;
    case 'partnerJoined':
      text = t.partnerJoined({ partner: str(d.partner_name) });
      break;
    case 'crossCheckReminder':
      text = t.crossCheckReminder({
        start: d.period_start ? fmt.date(d.period_start) : '',
        end: d.period_end ? fmt.date(d.period_end) : '',
      });
      break;
    case 'invoiceIssued':
      text = t.invoiceIssued({ invoice: str(d.invoice_id), action: value(v.invoiceAction!, d.action ?? 'issued') });
      break;
    case 'invoiceDueReminder':
      text = t.invoiceDueReminder({ invoice: str(d.invoice_id) });
      break;
    case 'discountProgramChanged':
      text = t.discountProgramChanged({ promo: str(d.promo_name), action: value(v.programAction!, d.action) });
      break;
    case 'agencyContractChanged':
      // the reminder 3 days before the end names the date (issue 25, decision 076)
      text =
        d.agency_action === 'ending_soon' && d.end_date
          ? t.agencyContractEnding({ agency: str(d.agency_name), date: fmt.date(d.end_date) })
          : t.agencyContractChanged({ agency: str(d.agency_name), action: value(v.agencyAction!, d.agency_action) });
      break;
    case 'agencyRequest':
      text = t.agencyRequest({ agency: str(d.agency_name) });
      break;
    case 'productUploadFinished':
      text = t.productUploadFinished({ file: str(d.file_name), n: num(d.n) });
      break;
    case 'employeeChanged':
      text = t.employeeChanged({ name: str(d.employee_name), status: value(v.userStatus!, d.user_status) });
      break;
    case 'webhookDisabled':
      text = t.webhookDisabled({ url: str(d.link) });
      break;
    default:
      text = n.content || d.content || t.fallback();
  }
  return { text, reminder: d.reminder ? renderReminder(LL, d.reminder, fmt) : null };
}

/** The reminder line: overdue days win over the due date; the cross-check deadline and lock date follow. */
export function renderReminder(LL: TranslationFunctions, r: Reminder, fmt: RenderFormat): string | null {
  const t = LL.notifications.reminder;
  const parts: string[] = [];
  if (r.overdue_days !== undefined && r.overdue_days > 0) parts.push(t.overdue({ days: r.overdue_days }));
  else if (r.due_date) parts.push(t.dueOn({ date: fmt.date(r.due_date) }));
  if (r.total_amount) parts.push(t.amount({ amount: fmt.money(r.total_amount) }));
  if (r.days_remaining !== undefined && r.deadline_date)
    parts.push(t.daysRemaining({ days: r.days_remaining, date: fmt.date(r.deadline_date) }));
  if (r.lock_table && r.locking_date) parts.push(t.locking({ date: fmt.date(r.locking_date) }));
  return parts.length ? parts.join(' ') : null;
}
