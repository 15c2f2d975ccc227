import { c, type CodedRow } from './types.ts';

export interface VerticalRow extends CodedRow {
  /** ids unique across all verticals: offers store the sub-vertical id alone */
  sub_verticals: readonly CodedRow[];
}

const v = (row: CodedRow, sub_verticals: CodedRow[]): VerticalRow => ({ ...row, sub_verticals });

/** Offer and partner verticals (industries) with their sub-verticals. */
export const VERTICALS: readonly VerticalRow[] = [
  v(c(1, 'ecommerce', 'E-commerce', 'Thương mại điện tử'), [
    c(101, 'marketplace', 'Marketplaces', 'Sàn thương mại điện tử'),
    c(102, 'fashion', 'Fashion and accessories', 'Thời trang và phụ kiện'),
    c(103, 'electronics', 'Electronics', 'Điện tử'),
    c(104, 'home_living', 'Home and living', 'Nhà cửa và đời sống'),
    c(105, 'grocery', 'Grocery', 'Thực phẩm và đồ tạp hóa'),
  ]),
  v(c(2, 'finance', 'Finance', 'Tài chính'), [
    c(201, 'banking', 'Banking and cards', 'Ngân hàng và thẻ'),
    c(202, 'loans', 'Loans', 'Cho vay'),
    c(203, 'insurance', 'Insurance', 'Bảo hiểm'),
    c(204, 'investment', 'Investment and securities', 'Đầu tư và chứng khoán'),
    c(205, 'ewallet', 'E-wallets and payments', 'Ví điện tử và thanh toán'),
  ]),
  v(c(3, 'travel', 'Travel', 'Du lịch'), [
    c(301, 'flights', 'Flights', 'Vé máy bay'),
    c(302, 'hotels', 'Hotels and stays', 'Khách sạn và lưu trú'),
    c(303, 'tours', 'Tours and activities', 'Tour và hoạt động'),
    c(304, 'transport', 'Ground transport', 'Vận chuyển mặt đất'),
  ]),
  v(c(4, 'education', 'Education', 'Giáo dục'), [
    c(401, 'online_courses', 'Online courses', 'Khóa học trực tuyến'),
    c(402, 'languages', 'Languages', 'Ngoại ngữ'),
    c(403, 'higher_education', 'Higher education', 'Giáo dục đại học'),
  ]),
  v(c(5, 'health_beauty', 'Health and beauty', 'Sức khỏe và làm đẹp'), [
    c(501, 'cosmetics', 'Cosmetics', 'Mỹ phẩm'),
    c(502, 'pharmacy', 'Pharmacy and supplements', 'Dược phẩm và thực phẩm chức năng'),
    c(503, 'clinics', 'Clinics and spas', 'Phòng khám và spa'),
  ]),
  v(c(6, 'games', 'Games', 'Trò chơi'), [
    c(601, 'mobile_games', 'Mobile games', 'Trò chơi di động'),
    c(602, 'pc_console', 'PC and console games', 'Trò chơi PC và máy chơi game'),
  ]),
  v(c(7, 'apps_software', 'Apps and software', 'Ứng dụng và phần mềm'), [
    c(701, 'saas', 'SaaS and business software', 'Phần mềm dịch vụ và doanh nghiệp'),
    c(702, 'utilities', 'Utilities and VPN', 'Tiện ích và VPN'),
    c(703, 'hosting', 'Hosting and domains', 'Lưu trữ web và tên miền'),
  ]),
  v(c(8, 'telecom', 'Telecommunications', 'Viễn thông'), [
    c(801, 'mobile_plans', 'Mobile plans and SIM', 'Gói cước di động và SIM'),
    c(802, 'internet', 'Home internet and TV', 'Internet và truyền hình'),
  ]),
  v(c(9, 'food_delivery', 'Food and delivery', 'Ẩm thực và giao hàng'), [
    c(901, 'food_delivery', 'Food delivery', 'Giao đồ ăn'),
    c(902, 'restaurants', 'Restaurants and vouchers', 'Nhà hàng và phiếu ưu đãi'),
  ]),
  v(c(10, 'real_estate', 'Real estate', 'Bất động sản'), [
    c(1001, 'property_sales', 'Property sales', 'Mua bán bất động sản'),
    c(1002, 'rentals', 'Rentals', 'Cho thuê'),
  ]),
  v(c(11, 'automotive', 'Automotive', 'Ô tô và xe máy'), [
    c(1101, 'vehicles', 'Vehicles', 'Phương tiện'),
    c(1102, 'auto_services', 'Parts and services', 'Phụ tùng và dịch vụ'),
  ]),
  v(c(12, 'entertainment', 'Entertainment and media', 'Giải trí và truyền thông'), [
    c(1201, 'streaming', 'Video and music streaming', 'Xem phim và nghe nhạc trực tuyến'),
    c(1202, 'tickets', 'Events and tickets', 'Sự kiện và vé'),
  ]),
  v(c(13, 'other', 'Other', 'Khác'), []),
];
