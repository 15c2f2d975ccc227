import { CODE_FORMATS, IMAGE_TYPES, type CodeFormat, type ImageType, type ProgramStatus } from '../domain/discounts/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { PROMO_CODE_SEARCH_PAGE } from './entity-search.ts';
import type { Command } from './registry.ts';

/**
 * Discount programs and promo codes as palette commands (issue 26 items 4 and 6; decision 082): on
 * /offers/discount-program the selected program's actions and the selected promo code's downloads.
 * What is enabled follows the server's rules — an active program cannot be activated again, an
 * ended one not at all — so a refused action is listed disabled with why. Reads need offers ≥ 2,
 * writes 15.
 */
export const DISCOUNT_READ = { module: 'offers', level: LEVEL.read } as const;
export const DISCOUNT_WRITE = { module: 'offers', level: LEVEL.full } as const;

export interface SelectedProgram {
  id: number;
  name: string;
  status: ProgramStatus;
  end_at: string;
}

export interface DiscountProgramsView {
  selected: SelectedProgram | null;
  /** the promo code selected on the program's codes tab */
  selectedCode: { id: number; code: string } | null;
  openCreate(): void;
  openEdit(): void;
  setStatus(status: ProgramStatus): void;
  openAddCodes(): void;
  download(format: CodeFormat, type: ImageType): void;
}

/** null when the selected program may take `status` now, else the i18n key of why not (spec 2 §4). */
export function programStatusBlocked(v: Pick<DiscountProgramsView, 'selected'>, status: ProgramStatus, now = Date.now()): string | null {
  const s = v.selected;
  if (!s) return 'discounts.commands.noProgram';
  if (s.status === status) return status === 'active' ? 'discounts.commands.alreadyActive' : 'discounts.commands.alreadyInactive';
  if (status === 'active' && Date.parse(s.end_at) <= now) return 'discounts.commands.ended';
  return null;
}

const KEYWORDS = ['discount', 'program', 'promo', 'giảm giá', 'chương trình', 'khuyến mãi'];
const onProgram = (v: DiscountProgramsView) => (v.selected ? null : 'discounts.commands.noProgram');
const onCode = (v: DiscountProgramsView) => (v.selectedCode ? null : 'discounts.codes.noCode');

export function discountProgramCommands(view: () => DiscountProgramsView): Command[] {
  const titled = (name: string) => {
    const s = view().selected;
    return s ? `${name}: ${s.name}` : name;
  };
  return [
    {
      id: 'discounts.create',
      title: (LL) => LL.discounts.actions.create(),
      group: 'actions',
      keywords: [...KEYWORDS, 'new', 'create', 'tạo'],
      permission: DISCOUNT_WRITE,
      opens: 'dialog',
      run: () => view().openCreate(),
    },
    {
      id: 'discounts.edit',
      title: (LL) => titled(LL.discounts.actions.edit()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, 'edit', 'sửa'],
      permission: DISCOUNT_WRITE,
      blocked: () => onProgram(view()),
      opens: 'dialog',
      run: () => view().openEdit(),
    },
    ...(['active', 'inactive'] as const).map((status): Command => ({
      id: status === 'active' ? 'discounts.activate' : 'discounts.deactivate',
      title: (LL) => titled(status === 'active' ? LL.discounts.actions.activate() : LL.discounts.actions.deactivate()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, status === 'active' ? 'activate' : 'deactivate', status === 'active' ? 'kích hoạt' : 'ngừng'],
      permission: DISCOUNT_WRITE,
      blocked: () => programStatusBlocked(view(), status),
      run: () => view().setStatus(status),
    })),
    {
      id: 'discounts.addCodes',
      title: (LL) => titled(LL.discounts.codes.add()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, 'code', 'add', 'thêm', 'mã'],
      permission: DISCOUNT_WRITE,
      blocked: () => onProgram(view()),
      opens: 'dialog',
      run: () => view().openAddCodes(),
    },
    ...CODE_FORMATS.flatMap((format) =>
      IMAGE_TYPES.map((type): Command => ({
        id: `discounts.download.${format}.${type}`,
        title: (LL) => {
          const c = view().selectedCode;
          const name = LL.discounts.codes.download({ format: LL.discounts.codeFormat[format](), type: type.toUpperCase() });
          return c ? `${name}: ${c.code}` : name;
        },
        group: 'actions',
        keywords: [...KEYWORDS, 'download', 'qr', 'barcode', 'code128', 'code39', type, 'tải', 'mã vạch'],
        permission: DISCOUNT_READ,
        blocked: () => onCode(view()),
        run: () => view().download(format, type),
      })),
    ),
  ];
}

/** "Find promo code…": the palette's entity search over the brand's promo codes (by code or program name). */
export function discountSearchCommands(): Command[] {
  return [
    {
      id: PROMO_CODE_SEARCH_PAGE,
      title: (LL) => LL.discounts.commands.findCode(),
      group: 'navigation',
      keywords: ['promo', 'code', 'coupon', 'find', 'search', 'tìm', 'mã khuyến mãi', 'giảm giá'],
      permission: DISCOUNT_READ,
      page: { id: PROMO_CODE_SEARCH_PAGE },
    },
  ];
}
