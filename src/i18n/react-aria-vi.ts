import english from 'react-aria-components/i18n/en-US';

/*
 * Vietnamese for react-aria's own words (decision 072): the visually hidden "Dismiss" of every popover
 * and dialog, a date field's segment names, the calendar's buttons and announcements, a combo box's
 * button and list, the table and grid selection words … react-aria ships 34 languages and not
 * Vietnamese, so a vi page read them in English. Loaded with the Vietnamese dictionary only
 * (./react-aria-strings.ts), never in the English first paint.
 *
 * Left in English on purpose: drag and drop and the colour pickers, which no page has; the test
 * (react-aria-vi.test.ts) lists what must be translated.
 */

/** What react-aria hands a string function (`LocalizedStringFormatter`, @internationalized/string). */
interface Formatter {
  plural(count: number, options: Record<string, string | (() => string)>): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}
type Args = Record<string, string> &
  Record<'count' | 'optionCount' | 'groupCount', number> &
  Record<'isGroupChange' | 'isSelected', boolean>;
export type AriaString = string | ((args: Args, t: Formatter) => string);
export type AriaStrings = Record<string, Record<string, AriaString>>;

export const VIETNAMESE: AriaStrings = {
  '@react-stately/datepicker': {
    rangeUnderflow: (e) => `Ngày phải từ ${e.minValue} trở đi.`,
    rangeOverflow: (e) => `Ngày phải từ ${e.maxValue} trở về trước.`,
    rangeReversed: 'Ngày bắt đầu phải trước ngày kết thúc.',
    unavailableDate: 'Ngày đã chọn không khả dụng.',
  },
  '@react-aria/tree': { expand: 'Mở rộng', collapse: 'Thu gọn' },
  '@react-aria/toast': { close: 'Đóng', notifications: (e, t) => `${t.number(e.count)} thông báo.` },
  '@react-aria/tag': { removeDescription: 'Nhấn Delete để xóa thẻ.', removeButtonLabel: 'Xóa' },
  '@react-aria/table': {
    select: 'Chọn',
    selectAll: 'Chọn tất cả',
    sortable: 'cột có thể sắp xếp',
    ascending: 'tăng dần',
    descending: 'giảm dần',
    ascendingSort: (e) => `sắp xếp theo cột ${e.columnName}, tăng dần`,
    descendingSort: (e) => `sắp xếp theo cột ${e.columnName}, giảm dần`,
    columnSize: (e) => `${e.value} pixel`,
    resizerDescription: 'Nhấn Enter để bắt đầu đổi độ rộng',
    expand: 'Mở rộng',
    collapse: 'Thu gọn',
  },
  '@react-aria/steplist': { steplist: 'Danh sách bước' },
  '@react-aria/spinbutton': { Empty: 'Trống' },
  '@react-aria/searchfield': { 'Clear search': 'Xóa nội dung tìm kiếm' },
  '@react-aria/previewtrigger': { longPressMessage: 'Nhấn giữ để xem trước' },
  '@react-aria/overlays': { dismiss: 'Đóng' },
  '@react-aria/numberfield': {
    decrease: (e) => `Giảm ${e.fieldLabel}`,
    increase: (e) => `Tăng ${e.fieldLabel}`,
    numberField: 'Ô nhập số',
  },
  '@react-aria/menu': { longPressMessage: 'Nhấn giữ hoặc nhấn Alt + Mũi tên xuống để mở menu' },
  '@react-aria/gridlist': { hasActionAnnouncement: 'hàng có thao tác', hasLinkAnnouncement: (e) => `hàng có liên kết: ${e.link}` },
  '@react-aria/grid': {
    deselectedItem: (e) => `Đã bỏ chọn ${e.item}.`,
    select: 'Chọn',
    selectedCount: (e, t) => `${t.plural(e.count, { '=0': 'Chưa chọn mục nào', other: () => `Đã chọn ${t.number(e.count)} mục` })}.`,
    selectedAll: 'Đã chọn tất cả.',
    selectedItem: (e) => `Đã chọn ${e.item}.`,
    longPressToSelect: 'Nhấn giữ để bắt đầu chọn.',
  },
  '@react-aria/datepicker': {
    era: 'kỷ nguyên',
    year: 'năm',
    month: 'tháng',
    day: 'ngày',
    hour: 'giờ',
    minute: 'phút',
    second: 'giây',
    dayPeriod: 'SA/CH',
    calendar: 'Lịch',
    startDate: 'Ngày bắt đầu',
    endDate: 'Ngày kết thúc',
    weekday: 'thứ',
    timeZoneName: 'múi giờ',
    selectedDateDescription: (e) => `Ngày đã chọn: ${e.date}`,
    selectedRangeDescription: (e) => `Khoảng đã chọn: ${e.startDate} đến ${e.endDate}`,
    selectedTimeDescription: (e) => `Giờ đã chọn: ${e.time}`,
  },
  '@react-aria/combobox': {
    focusAnnouncement: (e, t) =>
      `${t.select({ true: () => `Nhóm ${e.groupTitle}, ${t.number(e.groupCount)} lựa chọn. `, other: '' }, e.isGroupChange)}${e.optionText}${t.select({ true: ', đã chọn', other: '' }, e.isSelected)}`,
    countAnnouncement: (e, t) => `Có ${t.number(e.optionCount)} lựa chọn.`,
    selectedAnnouncement: (e) => `${e.optionText}, đã chọn`,
    buttonLabel: 'Hiện gợi ý',
    listboxLabel: 'Gợi ý',
  },
  '@react-aria/calendar': {
    previous: 'Trước',
    next: 'Sau',
    selectedDateDescription: (e) => `Ngày đã chọn: ${e.date}`,
    selectedRangeDescription: (e) => `Khoảng đã chọn: ${e.dateRange}`,
    todayDate: (e) => `Hôm nay, ${e.date}`,
    todayDateSelected: (e) => `Hôm nay, ${e.date}, đã chọn`,
    dateSelected: (e) => `${e.date}, đã chọn`,
    startRangeSelectionPrompt: 'Nhấn để bắt đầu chọn khoảng ngày',
    finishRangeSelectionPrompt: 'Nhấn để kết thúc chọn khoảng ngày',
    minimumDate: 'Ngày sớm nhất được chọn',
    maximumDate: 'Ngày muộn nhất được chọn',
    dateRange: (e) => `${e.startDate} đến ${e.endDate}`,
  },
  '@react-aria/breadcrumbs': { breadcrumbs: 'Đường dẫn trang' },
  '@react-aria/autocomplete': { collectionLabel: 'Gợi ý' },
  'react-aria-components': {
    selectPlaceholder: 'Chọn một mục',
    tableResizer: 'Đổi độ rộng cột',
    dropzoneLabel: 'Vùng thả tệp',
    colorSwatchPicker: 'Bảng màu',
  },
};

const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

/**
 * Hands react-aria one set of strings for every package it has (its English, with the Vietnamese
 * above over it), through the global it reads for server-rendered pages
 * (`LocalizedStringDictionary.getGlobalDictionaryForPackage`, react-aria's `LocalizedStringProvider`).
 * react-aria builds its dictionaries from that global once and then keeps them, while this app can
 * switch language without a reload (signed out): so each string is a getter that answers in the page's
 * language, `<html lang>` (set by ../i18n/runtime.ts before anything renders in it).
 */
export function installAriaStrings(translations: AriaStrings = VIETNAMESE, language = 'vi'): void {
  const w = window as unknown as Record<symbol, unknown>;
  if (w[STRINGS]) return;
  const strings: Record<string, Record<string, AriaString>> = {};
  for (const [pkg, texts] of Object.entries(english as AriaStrings)) {
    const own = translations[pkg] ?? {};
    const merged: Record<string, AriaString> = {};
    for (const [key, text] of Object.entries(texts)) {
      Object.defineProperty(merged, key, {
        enumerable: true,
        get: () => (document.documentElement.lang === language && own[key]) || text,
      });
    }
    strings[pkg] = merged;
  }
  // the name of the one set react-aria is given: every locale it asks for falls back to it
  w[LOCALE] = 'vi-VN';
  w[STRINGS] = strings;
}

/** react-aria's English, package by package, react-aria-components' own included (what a translation may cover). */
export const ARIA_ENGLISH = english as AriaStrings;
