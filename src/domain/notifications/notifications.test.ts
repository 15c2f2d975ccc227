import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate.ts';
import { CASES, CASE_IDS, missingData, UNUSED_CASE_IDS, type NotificationData } from './cases.ts';
import { renderNotification, type RenderFormat } from '../../i18n/render-notification.ts';
import { withoutNotificationId } from './notification-id.ts';
import { targetOf } from './targets.ts';

const fmt: RenderFormat = { date: (s) => `<${s}>`, money: (a) => `$${a}` };
const U = '11111111-2222-4333-8444-555555555555';

/** Every used case: sample data, the expected click target (read), and the English and Vietnamese text. */
const TABLE: [string, NotificationData, string, string, string][] = [
  [
    'offerStatusChanged',
    { offer_id: 7, offer_uuid: 'ou-7', offer_name: 'Shoes', offer_status: 'paused' },
    '/offers/7/detail?uuid=ou-7',
    'Offer "Shoes" is now paused.',
    'Chiến dịch "Shoes" hiện tạm dừng.',
  ],
  [
    'offerBudgetThreshold',
    { offer_id: 7, offer_name: 'Shoes', n: 80, budget_type: 'click', budget_frequency: 'daily' },
    '/reports/performances?search=7',
    'Offer "Shoes" has used 80% of its daily click budget.',
    'Chiến dịch "Shoes" đã dùng 80% ngân sách lượt nhấp hằng ngày.',
  ],
  [
    'offerBudgetExhausted',
    { offer_id: 7, offer_name: 'Shoes' },
    '/offers/7/detail',
    'Offer "Shoes" has used its whole budget and stopped receiving traffic.',
    'Chiến dịch "Shoes" đã dùng hết ngân sách và ngừng nhận lưu lượng.',
  ],
  [
    'partnerApplied',
    { publisher_name: 'Pub', offer_name: 'Shoes', application_id: 31, partner_id: 5 },
    '/management/partner-contract?search=31',
    'Pub applied to run offer "Shoes".',
    'Pub đã đăng ký chạy chiến dịch "Shoes".',
  ],
  [
    'invitationAnswered',
    { publisher_name: 'Pub', publisher_action: 'rejected', invitation_id: 41, partner_id: 5 },
    '/management/partner-contract?search=41',
    'Pub declined your invitation.',
    'Pub đã từ chối lời mời của bạn.',
  ],
  [
    'partnerOfferIssues',
    { publisher_name: 'Pub', publisher_id: 5, offer_id: 7, offer_name: 'Shoes', number_issue: 2 },
    '/reports/performances?screenType=detail&partnerId=5&offerId=7&status=4',
    'Pub has 2 issues on offer "Shoes".',
    'Pub có 2 sự cố trên chiến dịch "Shoes".',
  ],
  [
    'conversionUploadSucceeded',
    { file_name: 'c.csv', file_id: 88 },
    '/reports/conversions?filter=upload_history&search=88&status=5&page=1&limit=50&sort=desc&sortBy=updated_at',
    'Conversion file "c.csv" was uploaded successfully.',
    'Tệp chuyển đổi "c.csv" đã được tải lên thành công.',
  ],
  [
    'conversionUploadFailed',
    { file_name: 'c.csv', file_id: 88, number_issue: 1 },
    '/reports/conversions?filter=upload_history&search=88&status=5&page=1&limit=50&sort=desc&sortBy=updated_at',
    'Conversion file "c.csv" could not be uploaded: 1 row failed.',
    'Không thể tải lên tệp chuyển đổi "c.csv": 1 dòng bị lỗi.',
  ],
  [
    'postbackRefused',
    { offer_name: 'Shoes', n: 3 },
    '/reports/logs?filter=server_log',
    '3 postbacks for offer "Shoes" were refused. See the server log.',
    '3 postback của chiến dịch "Shoes" bị từ chối. Xem nhật ký máy chủ.',
  ],
  [
    'ticketUpdated',
    { ticket_id: 12, ticket_title: 'Refund', ticket_status: 'closed' },
    '/ticket?id=12',
    'Ticket "Refund" is now closed.',
    'Yêu cầu "Refund" hiện đã đóng.',
  ],
  [
    'productSyncFinished',
    { n: 1 },
    '/offers/product-management?page=1&limit=25&sort=asc&sortBy=product_name',
    'Product sync finished: 1 product updated.',
    'Đồng bộ sản phẩm hoàn tất: đã cập nhật 1 sản phẩm.',
  ],
  ['announcement', { content: 'Maintenance at 22:00' }, '/notification', 'Maintenance at 22:00', 'Maintenance at 22:00'],
  [
    'partnerJoined',
    { partner_name: 'Pub', partner_id: 5 },
    '/management/partners?search=5',
    'Pub joined your partners.',
    'Pub đã tham gia danh sách đối tác của bạn.',
  ],
  [
    'crossCheckReminder',
    { period_start: '2026-01-01', period_end: '2026-01-31', reminder: { days_remaining: 3, deadline_date: '2026-02-05' } },
    '/payment?filterActive=crossCheck&typeReport=detail&periodStart=2026-01-01&periodEnd=2026-01-31&sort=desc&sortBy=partner_id',
    'Cross-check for <2026-01-01> – <2026-01-31> is waiting for you.',
    'Đối soát kỳ <2026-01-01> – <2026-01-31> đang chờ bạn.',
  ],
  [
    'invoiceIssued',
    { invoice_id: 900, tab: 'platformInvoice' },
    '/payment?filterActive=platformInvoice&search=900',
    'Invoice #900 has been issued.',
    'Hóa đơn #900 đã được phát hành.',
  ],
  [
    'invoiceDueReminder',
    { invoice_id: 901, reminder: { is_retainer_invoice: true, due_date: '2026-03-01', total_amount: '120.50' } },
    '/payment?filterActive=retainer&search=901',
    'Invoice #901 needs payment.',
    'Hóa đơn #901 cần được thanh toán.',
  ],
  [
    'discountProgramChanged',
    { discount_id: 4, promo_name: 'Tet', action: 'started' },
    '/offers/discount-program?screenType=detail&tabActived=2&programId=4',
    'Discount program "Tet" has started.',
    'Chương trình giảm giá "Tet" đã bắt đầu.',
  ],
  [
    'agencyContractChanged',
    { agency_name: 'Ag', agency_action: 'signed', contract_id: 61 },
    '/management/agency-contract?search=61',
    'Your contract with agency Ag was signed.',
    'Hợp đồng với đại lý Ag đã được ký.',
  ],
  [
    'agencyRequest',
    { agency_name: 'Ag', agency_id: 62 },
    '/management/agency-contract?search=62',
    'Agency Ag wants to work with you.',
    'Đại lý Ag muốn hợp tác với bạn.',
  ],
  [
    'productUploadFinished',
    { file_name: 'p.csv', n: 10 },
    '/offers/product-management?page=1&limit=25&sort=asc&sortBy=product_name&modal=upload-product',
    'Product file "p.csv" was processed: 10 products imported.',
    'Tệp sản phẩm "p.csv" đã được xử lý: đã nhập 10 sản phẩm.',
  ],
  [
    'employeeChanged',
    { employee_name: 'Lan', user_status: 'inactive' },
    '/notification',
    'Employee Lan: deactivated.',
    'Nhân viên Lan: đã vô hiệu hóa.',
  ],
  [
    'webhookDisabled',
    { link: 'https://hooks.example.com/in' },
    '/account-setting/webhooks',
    'Webhook endpoint https://hooks.example.com/in failed for 3 days and was disabled.',
    'Điểm nhận webhook https://hooks.example.com/in lỗi liên tục 3 ngày nên đã bị tắt.',
  ],
];

const idOf = (key: string) => CASES.find((c) => c.key === key)!.id;

describe('notification cases', () => {
  it('numbers 39 cases, 22 used and 17 unused, with no overlap', () => {
    expect(CASE_IDS).toHaveLength(39);
    expect(CASES).toHaveLength(22);
    expect(UNUSED_CASE_IDS).toHaveLength(17);
    expect(new Set([...CASES.map((c) => c.id), ...UNUSED_CASE_IDS]).size).toBe(39);
    expect(TABLE.map((r) => r[0]).sort()).toEqual(CASES.map((c) => c.key).sort());
  });

  it.each(TABLE)('%s: sample data is complete', (key, data) => {
    expect(missingData(idOf(key), data)).toEqual([]);
  });

  it('reports missing required data', () => {
    expect(missingData(idOf('ticketUpdated'), { ticket_id: 1 })).toEqual(['ticket_title', 'ticket_status']);
  });
});

describe('click targets', () => {
  it.each(TABLE)('%s → its screen', (key, data, path) => {
    expect(targetOf({ uuid: U, case_id: idOf(key), is_read: true, data })).toEqual({ kind: 'internal', path });
  });

  it.each(TABLE)('%s: notification_id is appended while unread', (key, data, path) => {
    const target = targetOf({ uuid: U, case_id: idOf(key), is_read: false, data });
    expect(target).toEqual({ kind: 'internal', path: `${path}${path.includes('?') ? '&' : '?'}notification_id=${U}` });
  });

  it('opens an announcement link in a new tab, and refuses non-http links', () => {
    const data = { content: 'x', link: 'https://example.com/news?a=1' };
    expect(targetOf({ uuid: U, case_id: 12, is_read: false, data })).toEqual({ kind: 'external', url: 'https://example.com/news?a=1' });
    expect(targetOf({ uuid: U, case_id: 12, is_read: true, data: { content: 'x', link: 'javascript:alert(1)' } })).toEqual({
      kind: 'internal',
      path: '/notification',
    });
  });

  it('sends unused cases to the notification page', () => {
    expect(targetOf({ uuid: U, case_id: 30, is_read: true, data: {} })).toEqual({ kind: 'internal', path: '/notification' });
  });

  it('finds and removes notification_id from a query string', () => {
    expect(withoutNotificationId(`?search=1&notification_id=${U}`)).toEqual({ id: U, search: '?search=1' });
    expect(withoutNotificationId(`?notification_id=${U}`)).toEqual({ id: U, search: '' });
    expect(withoutNotificationId('?search=1')).toBeNull();
  });
});

describe('rendering', () => {
  it.each(TABLE)('%s in English and Vietnamese', (key, data, _path, en, vi) => {
    expect(renderNotification(translator('en'), { case_id: idOf(key), data }, fmt).text).toBe(en);
    expect(renderNotification(translator('vi'), { case_id: idOf(key), data }, fmt).text).toBe(vi);
  });

  it('shows stored content for unused cases, else a generic sentence', () => {
    expect(renderNotification(translator('en'), { case_id: 25, data: {}, content: 'Operator says hi' }, fmt).text).toBe('Operator says hi');
    expect(renderNotification(translator('vi'), { case_id: 25, data: {} }, fmt).text).toBe('Bạn có thông báo mới.');
  });

  it('shows an unknown status value as sent', () => {
    expect(
      renderNotification(translator('en'), { case_id: 1, data: { offer_id: 1, offer_name: 'A', offer_status: 'archived' } }, fmt).text,
    ).toBe('Offer "A" is now archived.');
  });

  it('renders the reminder: overdue days win over the due date; amount, cross-check deadline and lock date follow', () => {
    const en = translator('en');
    expect(
      renderNotification(en, { case_id: 16, data: { invoice_id: 1, reminder: { due_date: '2026-03-01', total_amount: '10.5' } } }, fmt)
        .reminder,
    ).toBe('Due on <2026-03-01>. Amount: $10.5.');
    expect(
      renderNotification(en, { case_id: 16, data: { invoice_id: 1, reminder: { due_date: '2026-03-01', overdue_days: 2 } } }, fmt).reminder,
    ).toBe('Overdue by 2 days.');
    const vi = renderNotification(
      translator('vi'),
      {
        case_id: 14,
        data: {
          period_start: 'a',
          period_end: 'b',
          reminder: { days_remaining: 3, deadline_date: 'd', lock_table: true, locking_date: 'l' },
        },
      },
      fmt,
    );
    expect(vi.reminder).toBe('Còn 3 ngày để đối soát (hạn <d>). Bảng sẽ khóa vào <l>.');
    expect(renderNotification(en, { case_id: 1, data: {} }, fmt).reminder).toBeNull();
  });
});
