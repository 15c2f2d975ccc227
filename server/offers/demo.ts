import { formatDate, todayIn } from '../../src/domain/validation/dates.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { writeOffer } from './write.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';

/**
 * A dozen realistic demo offers across every status, with tags, budgets and targeting. Idempotent:
 * offers are matched by name within the brand, so running it on every start changes nothing.
 * Called from server/demo/seed.ts before the offer assets (events, creatives, group) are attached.
 */
const day = (offset: number) => formatDate(todayIn('Asia/Ho_Chi_Minh') + offset);
interface DemoOffer {
  name: string;
  vertical: number;
  channel: number;
  payoutModel: number;
  payout: string;
  revenue: string;
  status: number;
  tags: string[];
  budgets?: { budget_type: number; frequency: number; value: string }[];
  countries?: number[];
  start?: number;
  end?: number;
  visibility?: 'private' | 'public';
  tested?: boolean;
  payoutType?: number;
}
const OFFERS: DemoOffer[] = [
  {
    name: 'Shopee Mega Sale 11.11 – CPS',
    vertical: 1,
    channel: 4,
    payoutModel: 2,
    payout: '8',
    payoutType: 2,
    revenue: '10',
    status: OFFER_STATUS.active,
    tags: ['ecommerce', 'mega-sale'],
    budgets: [
      { budget_type: 2, frequency: 1, value: '500' },
      { budget_type: 2, frequency: 3, value: '12000' },
    ],
    countries: [1],
    visibility: 'public',
    tested: true,
  },
  {
    name: 'Tiki Books Back-to-School',
    vertical: 1,
    channel: 1,
    payoutModel: 2,
    payout: '6.5',
    payoutType: 2,
    revenue: '8',
    status: OFFER_STATUS.active,
    tags: ['books', 'ecommerce'],
    visibility: 'public',
    tested: true,
  },
  {
    name: 'VPBank Credit Card Sign-up – CPA',
    vertical: 2,
    channel: 1,
    payoutModel: 1,
    payout: '25',
    revenue: '32',
    status: OFFER_STATUS.active,
    tags: ['finance', 'credit-card'],
    budgets: [
      { budget_type: 1, frequency: 1, value: '50' },
      { budget_type: 1, frequency: 5, value: '5000' },
    ],
  },
  {
    name: 'MoMo Wallet Install – CPI',
    vertical: 2,
    channel: 2,
    payoutModel: 5,
    payout: '1.2',
    revenue: '1.6',
    status: OFFER_STATUS.active,
    tags: ['app', 'fintech'],
    budgets: [{ budget_type: 4, frequency: 1, value: '20000' }],
  },
  {
    name: 'Grab Food First Order',
    vertical: 3,
    channel: 3,
    payoutModel: 1,
    payout: '3',
    revenue: '4',
    status: OFFER_STATUS.paused,
    tags: ['food', 'app'],
  },
  {
    name: 'Vinpearl Summer Resort Booking',
    vertical: 4,
    channel: 1,
    payoutModel: 3,
    payout: '40',
    revenue: '50',
    status: OFFER_STATUS.paused,
    tags: ['travel'],
  },
  {
    name: 'Lazada Tet Campaign 2027',
    vertical: 1,
    channel: 4,
    payoutModel: 2,
    payout: '7',
    payoutType: 2,
    revenue: '9',
    status: OFFER_STATUS.pending,
    tags: ['ecommerce', 'tet'],
    start: 20,
    end: 60,
  },
  {
    name: 'FPT Play Premium Trial',
    vertical: 5,
    channel: 3,
    payoutModel: 1,
    payout: '2.5',
    revenue: '3.5',
    status: OFFER_STATUS.pending,
    tags: ['streaming'],
  },
  {
    name: 'Bamboo Airways Flash Fares',
    vertical: 4,
    channel: 1,
    payoutModel: 4,
    payout: '0.15',
    revenue: '0.2',
    status: OFFER_STATUS.deactivated,
    tags: ['travel', 'flash-sale'],
  },
  {
    name: 'Nguyen Kim Electronics Clearance',
    vertical: 1,
    channel: 1,
    payoutModel: 2,
    payout: '4',
    payoutType: 2,
    revenue: '5',
    status: OFFER_STATUS.deleted,
    tags: ['electronics'],
  },
  {
    name: 'Prudential Life Insurance Lead',
    vertical: 2,
    channel: 7,
    payoutModel: 1,
    payout: '15',
    revenue: '20',
    status: OFFER_STATUS.active,
    tags: ['insurance', 'lead'],
    countries: [1],
  },
  {
    name: 'Highlands Coffee Loyalty App',
    vertical: 3,
    channel: 2,
    payoutModel: 5,
    payout: '0.8',
    revenue: '1',
    status: OFFER_STATUS.active,
    tags: ['food', 'app'],
    end: 90,
  },
];

export async function seedDemoOffers(db: Db, brandId: number): Promise<number> {
  let created = 0;
  for (const o of OFFERS) {
    await withTransaction(db, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7301042009)');
      const exists = await tx.query('SELECT 1 FROM offers WHERE brand_id = $1 AND name = $2', [brandId, o.name]);
      if (exists.rowCount) return;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, status, pending_by_schedule, visibility, tracking_test_status)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9) RETURNING id`,
        [
          brandId,
          o.name,
          o.vertical,
          o.channel,
          o.payoutModel,
          o.status,
          o.status === OFFER_STATUS.pending && o.start !== undefined,
          o.visibility ?? 'private',
          o.tested ? 'success' : 'none',
        ],
      );
      await writeOffer(tx, brandId, rows[0]!.id, {
        default_payout: o.payout,
        default_revenue: o.revenue,
        payout_type_id: o.payoutType ?? 1,
        revenue_type_id: o.payoutType ?? 1,
        description: `${o.name}: promote with content, email and social traffic.`,
        terms: 'No brand bidding. No incentivised traffic.',
        default_landing_page_url: `https://example.com/landing/${rows[0]!.id}`,
        preview_url: 'https://example.com/',
        session_lifespan: o.channel === 2 ? 7 : 90,
        tags: o.tags,
        budgets: o.budgets ?? [],
        countries: o.countries ?? [],
        devices: o.channel === 2 ? [2] : [],
        start_date: o.start !== undefined ? day(o.start) : o.status === OFFER_STATUS.deactivated ? day(-40) : null,
        end_date: o.end !== undefined ? day(o.end) : o.status === OFFER_STATUS.deactivated ? day(-10) : null,
      });
      created++;
    });
  }
  return created;
}
