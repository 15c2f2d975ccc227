/** Hồ sơ đăng ký ban đầu (onboarding): danh sách, gửi duyệt và lệnh trong bảng lệnh. */
export default {
  title: 'Danh sách hoàn tất hồ sơ',
  progressLabel: 'Tiến độ hồ sơ: {percentage}%',
  steps: {
    personal: 'Thông tin cá nhân',
    public: 'Thông tin công khai',
    payment: 'Thông tin thanh toán',
  },
  stepDone: 'Đã xong',
  stepTodo: 'Chưa xong',
  status: {
    incomplete: 'Hồ sơ chưa hoàn tất',
    completed: 'Hồ sơ đã hoàn tất: hãy gửi để được duyệt',
    submitted: 'Hồ sơ đã được gửi',
    underReview: 'Đang được xem xét',
    approved: 'Hồ sơ đã được duyệt',
  },
  feedbackWithin: 'Người quản lý tài khoản sẽ phản hồi trong vòng {hours} giờ.',
  feedbackBy: 'Dự kiến phản hồi trước {date}.',
  rejected: 'Hồ sơ của bạn đã bị gửi trả: {reason}',
  continue: 'Tiếp tục hoàn tất hồ sơ',
  submit: 'Gửi hồ sơ',
  submitted: 'Hồ sơ đã được gửi',
  confirmTitle: 'Gửi hồ sơ của bạn?',
  confirmBody:
    'Thông tin cá nhân, công khai và thanh toán sẽ được gửi cho người quản lý tài khoản để xem xét. Bạn vẫn có thể chỉnh sửa sau đó.',
  confirm: 'Gửi',
  cancel: 'Hủy',
  success: 'Thông tin của bạn đã được gửi thành công',
  failure: 'Đã xảy ra lỗi',
  reasons: {
    notComplete: 'Hãy hoàn tất thông tin cá nhân, công khai và thanh toán trước (100%).',
    alreadySubmitted: 'Hồ sơ của bạn đã được gửi.',
    allStepsDone: 'Tất cả các bước đã xong.',
  },
  errors: {
    onboarding_incomplete: 'Chỉ có thể gửi hồ sơ khi đạt 100%.',
    onboarding_already_submitted: 'Hồ sơ của bạn đã được gửi.',
    onboarding_owner_only: 'Chỉ chủ thương hiệu mới có thể gửi hồ sơ.',
  },
} as const;
