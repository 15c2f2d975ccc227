import { c, type CodedRow } from './types.ts';

/**
 * Product catalogue categories (spec 2 "Product": category id; an import row with an unknown id is
 * an "invalid category" error). One level, modelled on the top of common marketplace taxonomies.
 */
export const PRODUCT_CATEGORIES: readonly CodedRow[] = [
  c(1, 'fashion_women', "Women's fashion", 'Thời trang nữ'),
  c(2, 'fashion_men', "Men's fashion", 'Thời trang nam'),
  c(3, 'shoes', 'Shoes', 'Giày dép'),
  c(4, 'bags', 'Bags and luggage', 'Túi xách và vali'),
  c(5, 'watches_jewelry', 'Watches and jewellery', 'Đồng hồ và trang sức'),
  c(6, 'beauty', 'Beauty and personal care', 'Sắc đẹp và chăm sóc cá nhân'),
  c(7, 'health', 'Health', 'Sức khỏe'),
  c(8, 'mother_baby', 'Mother and baby', 'Mẹ và bé'),
  c(9, 'toys', 'Toys and games', 'Đồ chơi'),
  c(10, 'phones_tablets', 'Phones and tablets', 'Điện thoại và máy tính bảng'),
  c(11, 'computers', 'Computers and laptops', 'Máy tính và laptop'),
  c(12, 'electronics', 'Consumer electronics', 'Thiết bị điện tử'),
  c(13, 'cameras', 'Cameras', 'Máy ảnh và máy quay'),
  c(14, 'appliances', 'Home appliances', 'Điện gia dụng'),
  c(15, 'home_living', 'Home and living', 'Nhà cửa và đời sống'),
  c(16, 'groceries', 'Groceries', 'Bách hóa'),
  c(17, 'sports_outdoors', 'Sports and outdoors', 'Thể thao và dã ngoại'),
  c(18, 'automotive', 'Automotive and motorbikes', 'Ô tô và xe máy'),
  c(19, 'books_stationery', 'Books and stationery', 'Sách và văn phòng phẩm'),
  c(20, 'pets', 'Pet supplies', 'Thú cưng'),
  c(21, 'travel', 'Travel and vouchers', 'Du lịch và phiếu ưu đãi'),
  c(22, 'digital_goods', 'Digital goods and services', 'Sản phẩm và dịch vụ số'),
  c(23, 'financial_products', 'Financial products', 'Sản phẩm tài chính'),
  c(24, 'other', 'Other', 'Khác'),
];
