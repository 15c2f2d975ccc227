/**
 * Vietnam's 34 provincial-level units in force since 1 July 2025 (6 centrally-run cities, then the
 * provinces), each with its main urban centres as "cities". The former provinces that were merged
 * in survive here as cities (Hà Giang under Tuyên Quang, Vũng Tàu under Hồ Chí Minh…), so
 * targeting by a well-known place name keeps working. `Vietnamese|English` where English is not
 * just the Vietnamese without diacritics.
 */
export const VN_REGIONS: readonly (readonly [region: string, cities: readonly string[]])[] = [
  ['Hà Nội|Hanoi', ['Hà Nội|Hanoi', 'Hà Đông', 'Sơn Tây']],
  [
    'Thành phố Hồ Chí Minh|Ho Chi Minh City',
    ['Thành phố Hồ Chí Minh|Ho Chi Minh City', 'Thủ Đức', 'Thủ Dầu Một', 'Dĩ An', 'Vũng Tàu', 'Bà Rịa'],
  ],
  ['Hải Phòng', ['Hải Phòng', 'Hải Dương', 'Chí Linh']],
  ['Đà Nẵng', ['Đà Nẵng', 'Hội An', 'Tam Kỳ']],
  ['Cần Thơ', ['Cần Thơ', 'Sóc Trăng', 'Vị Thanh', 'Ngã Bảy']],
  ['Huế|Hue', ['Huế|Hue', 'Hương Thủy', 'Hương Trà']],
  ['Lai Châu', ['Lai Châu', 'Tam Đường', 'Than Uyên']],
  ['Điện Biên', ['Điện Biên Phủ', 'Mường Lay', 'Tuần Giáo']],
  ['Sơn La', ['Sơn La', 'Mộc Châu', 'Mai Sơn']],
  ['Lạng Sơn', ['Lạng Sơn', 'Đồng Đăng', 'Hữu Lũng']],
  ['Quảng Ninh', ['Hạ Long', 'Cẩm Phả', 'Uông Bí', 'Móng Cái']],
  ['Thanh Hóa', ['Thanh Hóa', 'Sầm Sơn', 'Bỉm Sơn']],
  ['Nghệ An', ['Vinh', 'Cửa Lò', 'Thái Hòa']],
  ['Hà Tĩnh', ['Hà Tĩnh', 'Hồng Lĩnh', 'Kỳ Anh']],
  ['Cao Bằng', ['Cao Bằng', 'Trùng Khánh', 'Quảng Hòa']],
  ['Tuyên Quang', ['Tuyên Quang', 'Hà Giang', 'Đồng Văn']],
  ['Lào Cai', ['Lào Cai', 'Sa Pa', 'Yên Bái', 'Nghĩa Lộ']],
  ['Thái Nguyên', ['Thái Nguyên', 'Sông Công', 'Phổ Yên', 'Bắc Kạn']],
  ['Phú Thọ', ['Việt Trì', 'Phú Thọ', 'Vĩnh Yên', 'Phúc Yên', 'Hòa Bình']],
  ['Bắc Ninh', ['Bắc Ninh', 'Từ Sơn', 'Bắc Giang']],
  ['Hưng Yên', ['Hưng Yên', 'Mỹ Hào', 'Thái Bình']],
  ['Ninh Bình', ['Ninh Bình', 'Tam Điệp', 'Phủ Lý', 'Nam Định']],
  ['Quảng Trị', ['Đông Hà', 'Quảng Trị', 'Đồng Hới']],
  ['Quảng Ngãi', ['Quảng Ngãi', 'Đức Phổ', 'Kon Tum']],
  ['Gia Lai', ['Pleiku', 'An Khê', 'Quy Nhơn']],
  ['Khánh Hòa', ['Nha Trang', 'Cam Ranh', 'Phan Rang – Tháp Chàm']],
  ['Lâm Đồng', ['Đà Lạt', 'Bảo Lộc', 'Gia Nghĩa', 'Phan Thiết']],
  ['Đắk Lắk', ['Buôn Ma Thuột', 'Buôn Hồ', 'Tuy Hòa']],
  ['Đồng Nai', ['Biên Hòa', 'Long Khánh', 'Đồng Xoài']],
  ['Tây Ninh', ['Tây Ninh', 'Trảng Bàng', 'Tân An']],
  ['Vĩnh Long', ['Vĩnh Long', 'Bến Tre', 'Trà Vinh']],
  ['Đồng Tháp', ['Cao Lãnh', 'Sa Đéc', 'Mỹ Tho', 'Gò Công']],
  ['Cà Mau', ['Cà Mau', 'Bạc Liêu', 'Năm Căn']],
  ['An Giang', ['Long Xuyên', 'Châu Đốc', 'Rạch Giá', 'Phú Quốc', 'Hà Tiên']],
];
