/**
 * The marketplace's generated partners and agencies (issue 16 item 5; docs/decisions/048): a pure,
 * seeded generator, so the demo seed (≈ 500 partners) and the benchmark (100,000) draw the same kind
 * of profiles, and the same seed always gives the same marketplace. Half Vietnamese names (with
 * diacritics), half English; reference ids are those of src/domain/reference/data.
 */
import { seeded } from '../random.ts';

const VI_FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const VI_MIDDLE = ['Thị', 'Văn', 'Minh', 'Ngọc', 'Thanh', 'Đức', 'Thu', 'Quốc', 'Bảo', 'Hải', 'Gia', 'Anh'];
const VI_GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hạnh',
  'Hiếu',
  'Hùng',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'My',
  'Nam',
  'Ngân',
  'Phúc',
  'Quân',
  'Quỳnh',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tú',
  'Vy',
  'Yến',
  'Đạt',
];
const VI_BRAND = [
  'Review',
  'Săn Sale',
  'Góc Nhỏ',
  'Nhà',
  'Sống Khỏe',
  'Du Lịch',
  'Ăn Gì',
  'Mẹo Hay',
  'Tiết Kiệm',
  'Công Nghệ',
  'Làm Đẹp',
  'Tài Chính',
];
const EN_GIVEN = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'James',
  'Mia',
  'Lucas',
  'Chloe',
  'Ethan',
  'Grace',
  'Henry',
  'Zoe',
  'Jack',
  'Ella',
  'Leo',
  'Ruby',
  'Max',
  'Ivy',
  'Sam',
];
const EN_FAMILY = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Walker',
  'Clarke',
  'Hughes',
  'Turner',
  'Parker',
  'Evans',
  'Reed',
  'Morgan',
  'Foster',
  'Bennett',
  'Hayes',
];
const EN_BRAND = ['Deals', 'Reviews', 'Daily', 'Hub', 'Insider', 'Picks', 'Lab', 'Journal', 'Club', 'Media', 'Digest', 'Guide'];
const EN_TOPIC = ['Tech', 'Travel', 'Money', 'Beauty', 'Gadget', 'Budget', 'Foodie', 'Smart', 'Family', 'Style', 'Game', 'Fit'];

// parent verticals weighted towards e-commerce and finance, as the platform's traffic is
const VERTICALS = [1, 1, 1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 11, 12];
// Viet Nam first, then South-East Asia and a few far markets (ISO 3166 numeric)
const COUNTRIES = [704, 704, 704, 704, 704, 764, 360, 608, 458, 702, 840, 826, 36, 392, 410, 356];
// partner type → promote methods (PROMOTIONAL_METHODS) and main property type (PROPERTY_TYPES)
const METHODS: Record<number, number[]> = {
  1: [1],
  2: [4, 5],
  3: [6],
  4: [7],
  5: [1, 2],
  6: [2, 3, 10],
  7: [8],
  8: [13, 3],
  9: [2, 3, 10, 11],
  10: [9, 4],
  11: [15],
};
const PROPERTY_TYPE: Record<number, number> = { 2: 3, 7: 4, 8: 2, 10: 5 };
const PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'x', 'linkedin', 'telegram'] as const;
const DAY = 86_400_000;

export interface MarketPartnerSeed {
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  organization_type_id: number;
  partner_type_id: number;
  promote_method_ids: number[];
  vertical_ids: number[];
  country_ids: number[];
  bio: string;
  social: { platform: string; url: string; followers: number }[];
  properties: Record<string, unknown>[];
  year_of_experience: number;
  audience_age_ids: number[];
  audience_gender_ids: number[];
  min_cpa: string | null;
  min_cpc: string | null;
  min_revenue_share: string | null;
  trust: number;
  rank: number;
  reputation: number;
  partner_score: number;
  trophies: { gold: number; silver: number; bronze: number };
  vertical_traffic: { id: number; share: number }[];
  country_traffic: { id: number; share: number }[];
  created_at: Date;
}

/** Rank from the partner score: 1 (≥ 960) … 25 (< 40), 40 points a step. */
export const rankOfScore = (score: number): number => Math.min(25, Math.max(1, 25 - Math.floor(score / 40)));

/** Shares summing to 100 (one decimal) over `ids`, the first the largest. */
export function shares(ids: readonly number[], rnd: () => number): { id: number; share: number }[] {
  const w = ids.map((_, i) => (ids.length - i) * (0.5 + rnd()));
  const sum = w.reduce((a, b) => a + b, 0);
  const out = ids.map((id, i) => ({ id, share: Math.round((w[i]! / sum) * 1000) / 10 }));
  out[0]!.share = Math.round((100 - out.slice(1).reduce((a, b) => a + b.share, 0)) * 10) / 10;
  return out;
}

/**
 * `count` partner profiles from index `from` (the email carries the index, so a profile is the same
 * whichever batch draws it). `now` anchors created_at: spread over two years, 4 % in the last month.
 */
export function generateMarketPartners(
  count: number,
  o: { seed: number; now: Date; from?: number; emailDomain?: string },
): MarketPartnerSeed[] {
  const out: MarketPartnerSeed[] = [];
  const from = o.from ?? 0;
  for (let k = 0; k < count; k++) {
    const i = from + k;
    const rnd = seeded(o.seed * 1_000_003 + i);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
    const vietnamese = i % 2 === 0;
    const first = vietnamese ? pick(VI_GIVEN) : pick(EN_GIVEN);
    const last = vietnamese ? `${pick(VI_FAMILY)} ${pick(VI_MIDDLE)}` : pick(EN_FAMILY);
    const type = int(1, 11);
    const display = vietnamese
      ? type === 2
        ? `${first} ${pick(VI_BRAND)}`
        : `${pick(VI_BRAND)} ${first}`
      : type === 2
        ? `${first} ${last}`
        : `${pick(EN_TOPIC)} ${pick(EN_BRAND)}`;
    const handle = `p${i.toString(36)}`;
    const tld = vietnamese ? 'vn' : 'com';
    const verticals = [
      ...new Set([pick(VERTICALS), ...(rnd() < 0.45 ? [pick(VERTICALS)] : []), ...(rnd() < 0.15 ? [pick(VERTICALS)] : [])]),
    ];
    const countries = vietnamese
      ? [704, ...(rnd() < 0.2 ? [pick(COUNTRIES)] : [])]
      : [pick(COUNTRIES), ...(rnd() < 0.3 ? [pick(COUNTRIES)] : [])];
    const geo = [...new Set(countries)];
    // heavy-tailed sizes: most small, a few very large (spans every traffic and social band)
    const visits = Math.round(10 ** (2.5 + rnd() * 5));
    const followers = Math.round(10 ** (2.8 + rnd() * 4.2));
    const propertyType = PROPERTY_TYPE[type] ?? 1;
    const platform = pick(PLATFORMS);
    const hasSocial = propertyType === 3 || rnd() < 0.45;
    const social = hasSocial ? [{ platform, url: `https://${platform}.com/${handle}`, followers }] : [];
    const link =
      propertyType === 3
        ? social[0]!.url
        : propertyType === 2
          ? `https://play.google.com/store/apps/details?id=${tld}.${handle}`
          : `https://${handle}.${tld}`;
    const properties: Record<string, unknown>[] = [
      {
        name: propertyType === 3 ? `@${handle}` : `${handle}.${tld}`,
        type_id: propertyType,
        link,
        visit: propertyType === 3 ? 0 : visits,
        followers: propertyType === 3 ? followers : 0,
        verified: rnd() < 0.7,
        primary: true,
        social_platform: propertyType === 3 ? platform : null,
        traffic_source_id: int(1, 11),
      },
    ];
    if (propertyType !== 1 && rnd() < 0.35)
      properties.push({
        name: `${handle}.${tld}`,
        type_id: 1,
        link: `https://${handle}.${tld}`,
        visit: Math.round(visits / 3),
        followers: 0,
        verified: false,
        primary: false,
        social_platform: null,
        traffic_source_id: 1,
      });
    const trust = int(30, 98);
    const score = Math.min(1000, Math.round(trust * 6 + Math.log10(visits + followers) * 45 + rnd() * 60));
    const age = int(1, 5);
    out.push({
      email: `${handle}@${o.emailDomain ?? 'market.demo-partners.test'}`,
      display_name: display,
      first_name: first,
      last_name: last,
      organization_type_id: type === 6 || type === 9 ? int(2, 3) : rnd() < 0.7 ? 1 : int(2, 5),
      partner_type_id: type,
      promote_method_ids: METHODS[type] ?? [1],
      vertical_ids: verticals,
      country_ids: geo,
      bio: vietnamese
        ? `${display}: chia sẻ ${verticals.length > 1 ? 'nhiều lĩnh vực' : 'chuyên sâu'}, ${int(1, 12)} năm kinh nghiệm.`
        : `${display}: ${verticals.length > 1 ? 'multi-vertical' : 'focused'} publisher, ${int(1, 12)} years in affiliate.`,
      social,
      properties,
      year_of_experience: int(1, 12),
      audience_age_ids: age === 5 ? [5, 6] : [age, age + 1],
      audience_gender_ids: rnd() < 0.5 ? [1, 2] : rnd() < 0.6 ? [2] : [1],
      min_cpa: rnd() < 0.3 ? `${int(1, 8)}.00` : null,
      min_cpc: rnd() < 0.15 ? `0.${int(10, 90)}` : null,
      min_revenue_share: rnd() < 0.3 ? `${int(5, 20)}.00` : null,
      trust,
      rank: rankOfScore(score),
      reputation: Math.min(100, Math.round(trust * 0.8 + rnd() * 20)),
      partner_score: score,
      trophies: { gold: score > 850 ? int(1, 4) : 0, silver: score > 650 ? int(0, 5) : 0, bronze: int(0, 6) },
      vertical_traffic: shares(verticals, rnd),
      country_traffic: shares(geo, rnd),
      created_at: new Date(o.now.getTime() - (rnd() < 0.04 ? int(0, 29) : int(30, 730)) * DAY - int(0, 86_399) * 1000),
    });
  }
  return out;
}

/** A partner that exists already (the demo brand's own partners), as its market facts are drawn from. */
export interface ExistingPartner {
  id: number;
  trust: number;
  /** monthly visits plus followers: the audience the score grows with */
  audience: number;
  vertical_ids: readonly number[];
  country_ids: readonly number[];
  /** days since the partner joined the brand */
  joined_days_ago: number;
}

export interface MarketFacts {
  id: number;
  partner_score: number;
  rank: number;
  reputation: number;
  trophies: { gold: number; silver: number; bronze: number };
  vertical_traffic: { id: number; share: number }[];
  country_traffic: { id: number; share: number }[];
  /** on the platform this many days before today: before it joined the brand */
  created_days_ago: number;
}

/**
 * Market facts for partners made elsewhere (the demo brand's partners, created through the partner
 * service, start at the columns' defaults: rank 25, score 0, no traffic shares, created "now") —
 * drawn as generateMarketPartners draws a generated profile's, from the partner's own trust and
 * audience, so the marketplace's first page does not read "Rank 25, Iron" row after row.
 */
export function marketFactsOf(partners: readonly ExistingPartner[], seed: number): MarketFacts[] {
  return partners.map((p) => {
    const rnd = seeded(seed * 7_919 + p.id);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const score = Math.min(1000, Math.round(p.trust * 6 + Math.log10(Math.max(10, p.audience)) * 45 + rnd() * 60));
    return {
      id: p.id,
      partner_score: score,
      rank: rankOfScore(score),
      reputation: Math.min(100, Math.round(p.trust * 0.8 + rnd() * 20)),
      trophies: { gold: score > 850 ? int(1, 4) : 0, silver: score > 650 ? int(0, 5) : 0, bronze: int(0, 6) },
      vertical_traffic: shares(p.vertical_ids.length ? p.vertical_ids : [1], rnd),
      country_traffic: shares(p.country_ids.length ? p.country_ids : [704], rnd),
      created_days_ago: p.joined_days_ago + int(15, 400),
    };
  });
}

const REVIEW_COMPANIES = [
  'Shopee Mall Partner',
  'Tiki Trading',
  'Lazada Brands',
  'Traveloka Deals',
  'MoMo Wallet',
  'VPBank Digital',
  'Grab Food',
  'Canifa',
  'Fahasa',
  'Zalopay',
  'Agoda Asia',
  'Highlands Coffee',
];
const REVIEW_TEXT: Record<number, readonly string[]> = {
  5: [
    'Excellent partner: steady volume and very clean traffic.',
    'Đối tác tuyệt vời, lưu lượng ổn định và chất lượng cao.',
    'Great communication and the conversions held up after validation.',
  ],
  4: [
    'Good quality leads, reporting could be faster.',
    'Chất lượng tốt, phản hồi nhanh, sẽ hợp tác tiếp.',
    'Solid results on our summer campaign.',
  ],
  3: ['Average volume, acceptable quality.', 'Kết quả tạm ổn, cần cải thiện tỉ lệ chuyển đổi.'],
  2: ['Traffic dropped after the first week.', 'Nhiều đơn bị từ chối do không hợp lệ.'],
  1: ['Mostly invalid conversions; we stopped the campaign.'],
};

export interface ReviewSeed {
  partner_index: number;
  rating: number;
  content: string;
  company_name: string;
  offer_name: string;
  days_ago: number;
}

/** 0–9 reviews per partner, mostly 4–5 stars, by brands of the wider platform (brand_id NULL). */
export function generateReviews(count: number, seed: number): ReviewSeed[] {
  const rnd = seeded(seed);
  const out: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const n = rnd() < 0.3 ? 0 : Math.floor(rnd() * 10);
    for (let k = 0; k < n; k++) {
      const roll = rnd();
      const rating = roll < 0.45 ? 5 : roll < 0.75 ? 4 : roll < 0.88 ? 3 : roll < 0.96 ? 2 : 1;
      const texts = REVIEW_TEXT[rating]!;
      out.push({
        partner_index: i,
        rating,
        content: texts[Math.floor(rnd() * texts.length)]!,
        company_name: REVIEW_COMPANIES[Math.floor(rnd() * REVIEW_COMPANIES.length)]!,
        offer_name: ['CPS campaign', 'App install', 'Credit card lead', 'Flash sale'][Math.floor(rnd() * 4)]!,
        days_ago: Math.floor(rnd() * 360),
      });
    }
  }
  return out;
}

/** The demo agencies: name, country, verticals, team size, year founded. */
export const DEMO_AGENCIES: readonly (readonly [string, number, readonly number[], number, number])[] = [
  ['Sài Gòn Performance Agency', 704, [1, 2], 35, 2016],
  ['Hà Nội Growth Partners', 704, [2, 4], 18, 2019],
  ['Đà Nẵng Digital Hub', 704, [3, 9], 12, 2020],
  ['Mekong Affiliate Studio', 704, [1, 5], 25, 2017],
  ['Lotus Media Việt Nam', 704, [1, 12], 60, 2014],
  ['Bangkok Click Co.', 764, [3, 6], 22, 2018],
  ['Jakarta Reach Agency', 360, [1, 7], 40, 2015],
  ['Singapore Performance Lab', 702, [2, 7], 30, 2013],
  ['Manila Growth Works', 608, [1, 8], 15, 2021],
  ['London Affiliate Collective', 826, [2, 3], 55, 2011],
  ['Pacific Partner Marketing', 840, [1, 6, 7], 80, 2010],
  ['Kuala Lumpur Conversions', 458, [1, 5], 14, 2022],
];
