/** Văn bản xác thực ngoài shell.auth và errors.* (xem ../en/auth.ts). */
export default {
  passwordRules: {
    title: 'Mật khẩu của bạn cần có',
    length: 'từ 8 đến 63 ký tự',
    ascii: 'chỉ chữ cái, chữ số và ký hiệu ASCII: không khoảng trắng, dấu hay biểu tượng cảm xúc',
    lower: 'một chữ thường',
    upper: 'một chữ hoa',
    digit: 'một chữ số',
    special: 'một ký tự đặc biệt như ! @ # $ %',
  },
  changePassword: {
    title: 'Đổi mật khẩu',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    submit: 'Đổi mật khẩu',
    done: 'Đã đổi mật khẩu. Các thiết bị khác của bạn đã được đăng xuất.',
  },
  robotCheck: {
    label: 'Tôi không phải là robot',
    retry: 'Kiểm tra lại',
    expired: 'Kiểm tra robot đã hết hạn. Vui lòng thực hiện lại.',
  },
  lockedOut: 'Quá nhiều lần thử. Vui lòng thử lại sau {minutes} phút.',
  linkSentForSet: 'Nếu {email} có tài khoản đang chờ đặt mật khẩu, liên kết mới đang được gửi đến.',
} as const;
