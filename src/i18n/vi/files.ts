/** Văn bản tải tệp lên và tải xuống (spec 1 §5, §7, §8). Thông báo từ chối nằm ở validates.file_*. */
export default {
  choose: 'Chọn tệp',
  browse: 'Duyệt tệp…',
  dropHere: 'Thả tệp vào đây hoặc chọn một tệp',
  uploading: 'Đang tải lên {name}… {percent}%',
  uploaded: 'Đã tải lên {name}',
  checking: 'Đang kiểm tra {name}…',
  cancel: 'Hủy tải lên',
  remove: 'Xóa tệp',
  retry: 'Thử lại',
  download: 'Tải xuống',
  downloadFailed: 'Không thể tải tệp xuống trong khi đang xử lý',
  hints: {
    general: 'JPEG hoặc PNG tối đa 2 MB, GIF tối đa 20 MB, MP4 tối đa 50 MB, CSV tối đa 2 MB.',
    csv: 'Một tệp CSV (text/csv) tối đa 2 MB.',
    attachment: 'GIF, JPG, JPEG, PNG, DOC, DOCX, PDF, TXT, XLS, XLSX, JSON, CSV, ZIP hoặc RAR, tối đa 15 MB.',
    profile_photo: 'JPG, JPEG hoặc PNG, nhỏ hơn 2 MB.',
    avatar: 'JPG, JPEG, GIF hoặc PNG, nhỏ hơn 2 MB, từ 256×256 đến 2048×2048 điểm ảnh.',
    cover: 'JPG, JPEG hoặc PNG tối đa 5 MB, tối thiểu 640×160 điểm ảnh.',
  },
} as const;
