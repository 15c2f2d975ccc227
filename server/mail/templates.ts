import type { Mail } from './outbox.ts';

/**
 * The account e-mails, in the user's language (en, vi). Plain text: no remote images or tracking
 * pixels, and links are built from PUBLIC_URL only.
 */
export type MailLanguage = 'en' | 'vi';

interface LinkMail {
  to: string;
  name: string;
  link: string;
  hours: number;
  language: MailLanguage;
}

const texts = {
  en: {
    setSubject: 'Set your Brand Console password',
    setBody: (m: LinkMail) =>
      `Hello ${m.name},\n\nAn account has been created for you on Brand Console. Choose your password here:\n\n${m.link}\n\nThe link works once and expires in ${m.hours} hours.\n`,
    resetSubject: 'Reset your Brand Console password',
    resetBody: (m: LinkMail) =>
      `Hello ${m.name},\n\nSomeone asked to reset the password of this account. To choose a new one, open:\n\n${m.link}\n\nThe link works once and expires in ${m.hours} hours. If you did not ask for it, ignore this e-mail: your password stays unchanged.\n`,
    alreadySetSubject: 'Your Brand Console password is already set',
    alreadySetBody: (m: LinkMail) => `Hello ${m.name},\n\nPassword already set: use forgot password.\n\n${m.link}\n`,
  },
  vi: {
    setSubject: 'Đặt mật khẩu Brand Console của bạn',
    setBody: (m: LinkMail) =>
      `Xin chào ${m.name},\n\nMột tài khoản Brand Console đã được tạo cho bạn. Hãy đặt mật khẩu tại đây:\n\n${m.link}\n\nLiên kết chỉ dùng được một lần và hết hạn sau ${m.hours} giờ.\n`,
    resetSubject: 'Đặt lại mật khẩu Brand Console',
    resetBody: (m: LinkMail) =>
      `Xin chào ${m.name},\n\nCó yêu cầu đặt lại mật khẩu cho tài khoản này. Để chọn mật khẩu mới, hãy mở:\n\n${m.link}\n\nLiên kết chỉ dùng được một lần và hết hạn sau ${m.hours} giờ. Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.\n`,
    alreadySetSubject: 'Mật khẩu Brand Console của bạn đã được đặt',
    alreadySetBody: (m: LinkMail) => `Xin chào ${m.name},\n\nMật khẩu đã được đặt: hãy dùng chức năng quên mật khẩu.\n\n${m.link}\n`,
  },
} as const;

export function setPasswordMail(m: LinkMail): Mail {
  const t = texts[m.language];
  return { to: m.to, subject: t.setSubject, body: t.setBody(m) };
}

export function resetPasswordMail(m: LinkMail): Mail {
  const t = texts[m.language];
  return { to: m.to, subject: t.resetSubject, body: t.resetBody(m) };
}

/** Sent instead of a set-password link when the account already has a password. */
export function passwordAlreadySetMail(m: LinkMail): Mail {
  const t = texts[m.language];
  return { to: m.to, subject: t.alreadySetSubject, body: t.alreadySetBody(m) };
}
