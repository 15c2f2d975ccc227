/**
 * The demo brand's ~40 partners (issue 5 item 1): Vietnamese and international publishers of every
 * kind — content sites, KOL/KOCs, coupon and cashback sites, media buyers, apps, email and community
 * owners. Columns: display name, first name, last name, partner type id, organization type id,
 * country (ISO numeric), verticals, and the handle that becomes the site, social page and email.
 * Reference ids: src/domain/reference/data/partners.ts and verticals.ts.
 */
export type DemoPartnerRow = readonly [string, string, string, number, number, number, readonly number[], string];

export const DEMO_PARTNERS: readonly DemoPartnerRow[] = [
  ['Lan Review Mỹ Phẩm', 'Lan', 'Nguyễn Thị', 2, 1, 704, [1], 'lanreview'],
  ['Săn Sale Cùng Hà', 'Hà', 'Trần Thu', 3, 1, 704, [1], 'sansaleha'],
  ['TechZ Vietnam', 'Minh', 'Phạm Quang', 1, 2, 704, [1, 5], 'techz'],
  ['Hoàn Tiền Nhanh', 'Tuấn', 'Lê Anh', 4, 2, 704, [1, 2], 'hoantiennhanh'],
  ['Ví Thông Minh Blog', 'Phương', 'Đỗ Mai', 1, 1, 704, [2], 'vithongminh'],
  ['Khoa Travel Vlog', 'Khoa', 'Vũ Đăng', 2, 1, 704, [3], 'khoatravel'],
  ['Ăn Gì Sài Gòn', 'Thảo', 'Huỳnh Ngọc', 10, 1, 704, [3, 4], 'angisaigon'],
  ['Mẹ Bỉm Thông Thái', 'Hương', 'Bùi Thanh', 10, 1, 704, [1], 'mebimthongthai'],
  ['SoSanhGia.vn', 'Đức', 'Hoàng Minh', 5, 2, 704, [1], 'sosanhgia'],
  ['Growth Media VN', 'Long', 'Đặng Hải', 6, 3, 704, [1, 2, 5], 'growthmedia'],
  ['Coupon Việt', 'Nam', 'Ngô Văn', 3, 4, 704, [1, 3], 'couponviet'],
  ['Bé Na Unboxing', 'Na', 'Phan Bảo', 2, 1, 704, [1], 'benaunboxing'],
  ['Đầu Tư Thông Minh', 'Quân', 'Trịnh Hồng', 1, 1, 704, [2], 'daututhongminh'],
  ['Zalo Deal Group', 'Vy', 'Lý Tường', 10, 4, 704, [1], 'zalodeal'],
  ['App Thưởng Xu', 'Hải', 'Mai Xuân', 8, 2, 704, [1, 2], 'appthuongxu'],
  ['Mail Ưu Đãi', 'Trang', 'Cao Thùy', 7, 2, 704, [1, 3], 'mailuudai'],
  ['Phượt Cùng Bin', 'Bình', 'Tạ Quốc', 2, 1, 704, [3], 'phuotcungbin'],
  ['Gia Dụng Review', 'Yến', 'Lâm Hải', 1, 1, 704, [1], 'giadungreview'],
  ['Chill Cùng Mít', 'Mít', 'Châu Gia', 2, 1, 704, [5], 'chillcungmit'],
  ['Affnet Sài Gòn', 'Sơn', 'Dương Trường', 9, 2, 704, [1, 2, 3], 'affnetsg'],
  ['Kiếm Tiền Online 24h', 'Thắng', 'Võ Đức', 6, 1, 704, [2], 'kiemtien24h'],
  ['Hà Nội Foodie', 'Linh', 'Kiều Phương', 2, 1, 704, [3, 4], 'hanoifoodie'],
  ['Shopping Cùng Ngân', 'Ngân', 'Tôn Kim', 3, 1, 704, [1], 'shoppingngan'],
  ['Bảo Hiểm Dễ Hiểu', 'Tâm', 'Hồ Minh', 1, 5, 704, [2], 'baohiemdehieu'],
  ['DealHunter Asia', 'Arun', 'Wongsakul', 3, 2, 764, [1, 3], 'dealhunterasia'],
  ['Jakarta Tech Picks', 'Putri', 'Santoso', 1, 1, 360, [1, 5], 'jakartatech'],
  ['Manila Money Tips', 'Miguel', 'Reyes', 1, 1, 608, [2], 'manilamoney'],
  ['KL Cashback Club', 'Aisyah', 'Rahman', 4, 2, 458, [1], 'klcashback'],
  ['SG Smart Saver', 'Wei Ling', 'Tan', 5, 2, 702, [1, 2], 'sgsmartsaver'],
  ['Wanderlust Wendy', 'Wendy', 'Harper', 2, 1, 36, [3], 'wanderlustwendy'],
  ['The Deal Digest', 'James', 'Whitaker', 7, 2, 826, [1, 3], 'dealdigest'],
  ['Pixel Performance Ltd', 'Sarah', 'Collins', 6, 3, 840, [1, 2, 3], 'pixelperformance'],
  ['Budget Backpacker', 'Lukas', 'Schneider', 1, 1, 276, [3], 'budgetbackpacker'],
  ['Tokyo Gadget Lab', 'Kenji', 'Watanabe', 1, 2, 392, [1], 'tokyogadgetlab'],
  ['Seoul Beauty Diary', 'Ji-woo', 'Park', 2, 1, 410, [1], 'seoulbeauty'],
  ['Mumbai Offers Hub', 'Priya', 'Sharma', 3, 2, 356, [1, 2], 'mumbaioffers'],
  ['Le Bon Plan Voyage', 'Camille', 'Dubois', 5, 1, 250, [3], 'bonplanvoyage'],
  ['AppRush Mobile', 'Daniel', 'Kim', 8, 3, 840, [1, 5], 'apprush'],
  ['Coinwise Reviews', 'Olivia', 'Bennett', 1, 1, 826, [2], 'coinwise'],
  ['ClickStorm Network', 'Marco', 'Rossi', 9, 3, 380, [1, 2, 3, 4], 'clickstorm'],
];

/** Tier groups of the demo brand: name and payout tier percent. */
export const DEMO_TIER_GROUPS = [
  { name: 'Standard', payout_tier: '100' },
  { name: 'Silver', payout_tier: '110' },
  { name: 'Gold', payout_tier: '125' },
] as const;
