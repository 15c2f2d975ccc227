/**
 * Names of the synthetic offers / partners of `npm run bench:palette`: the bench inserts them into
 * the database and its baseline page (/__bench/palette) builds the same list, so both sides rank the
 * same 10,000 texts. Varied like real names (shared words, Vietnamese marks, numbers), deterministic.
 */
const BRANDS = [
  'Summer',
  'Mega',
  'Thẻ tín dụng',
  'Shopee',
  'Travel',
  'Điện máy',
  'Beauty',
  'Fintech',
  'Game',
  'Bảo hiểm',
  'Tea',
  'Coffee',
  'Fashion',
  'Khóa học',
  'Home',
];
const THINGS = [
  'Sale',
  'Shoes',
  'Loan',
  'Cashback',
  'Voucher',
  'Flash deal',
  'App install',
  'Sign-up',
  'Ưu đãi',
  'Booking',
  'Lead',
  'Trial',
  'Bundle',
];
const MODELS = ['CPS', 'CPA', 'CPL', 'CPI', 'RevShare'];
const PEOPLE = ['Lan', 'Minh', 'Anh', 'Huy', 'Thảo', 'Nam', 'Linh', 'Quang', 'Mai', 'Tuấn', 'Hà', 'Phương'];
const KINDS = ['Review Blog', 'Coupon Hub', 'Deals', 'Media', 'TikTok', 'Cashback Club', 'Tech Channel', 'Mẹ và bé', 'Du lịch', 'Network'];

export function benchOfferName(i: number): string {
  return `${BRANDS[i % BRANDS.length]} ${THINGS[Math.floor(i / 3) % THINGS.length]} ${MODELS[i % MODELS.length]} ${1000 + i}`;
}

export function benchPartnerName(i: number): string {
  return `${PEOPLE[i % PEOPLE.length]} ${KINDS[Math.floor(i / 5) % KINDS.length]} ${i}`;
}

/** What the bench types: whole words, a Vietnamese word without its marks, an id, a miss. */
export const BENCH_QUERIES = ['summer sale', 'the tin dung', 'cps 1234', '#4321', 'coffee voucher', 'zzz'];
