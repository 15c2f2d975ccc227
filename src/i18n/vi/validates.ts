/** Thông báo lỗi trường, theo `code` của lỗi trường. */
export default {
  c_c01: 'Trường này là bắt buộc.',
  c_c15: 'Xác nhận không khớp.',
  c_c16: 'Mật khẩu phải dài 8–63 ký tự ASCII, không có khoảng trắng hay biểu tượng cảm xúc, gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt.',
  required: 'Trường này là bắt buộc.',
  too_small: 'Phải tối thiểu {min}.',
  too_big: 'Phải tối đa {max}.',
  invalid_type: 'Giá trị này sai kiểu dữ liệu.',
  invalid_format: 'Giá trị này sai định dạng.',
  invalid_value: 'Giá trị này không được chấp nhận.',
  password_same_as_current: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  email: 'Vui lòng nhập địa chỉ email hợp lệ.',
  current_password_incorrect: 'Mật khẩu hiện tại không đúng.',
  email_not_available: 'Địa chỉ email này không khả dụng.',
  robot_check_failed: 'Vui lòng xác minh bạn không phải là robot.',
} as const;
