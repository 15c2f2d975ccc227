import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { zSearch } from '../validation/zod.ts';
import { CODE_FORMATS, DISCOUNT_TYPES, PROGRAM_STATUSES } from './enums.ts';
import { programCreateSchema, programUpdateSchema } from './schema.ts';

/**
 * Discount programs of issue 26 item 4 (spec 2 §2–§4, §7; docs/decisions/082-discount-programs.md).
 * The offers module governs them: reads ≥ 2, writes 15. Promo codes are in ./promo-codes.ts.
 */
export const DISCOUNT_READ = { kind: 'module', module: 'offers', level: LEVEL.read } as const;
export const DISCOUNT_WRITE = { kind: 'module', module: 'offers', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const programItemDtoSchema = z.object({
  sku: z.string(),
  category_id: z.number().int(),
  original_price: z.string(),
  sale_price: z.string(),
});

export const programRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  offer: z.object({ id: z.number().int(), name: z.string() }),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.string(),
  code_format: z.enum(CODE_FORMATS),
  status: z.enum(PROGRAM_STATUSES),
  start_at: z.string(),
  end_at: z.string(),
  /** share of the program's period gone by, 0–100 */
  progress: z.number().int(),
  /** conversions that carried one of its promo codes */
  usage: z.number().int(),
  /** clicks of its offer within its period */
  clicks: z.number().int(),
  promo_codes: z.number().int(),
});
export type ProgramRow = z.infer<typeof programRowSchema>;

export const programSchema = programRowSchema.extend({
  items: z.array(programItemDtoSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProgramDto = z.infer<typeof programSchema>;

export const programListQuerySchema = pageQuerySchema.extend({
  /** the exact program id, or part of its name */
  search: zSearch(),
  status: z.enum(PROGRAM_STATUSES).optional(),
});
export type ProgramListQuery = z.input<typeof programListQuerySchema>;

export const listPrograms = endpoint({
  id: 'discounts.programs.list',
  method: 'GET',
  path: '/api/discount-programs',
  summary: "The brand's discount programs, newest first, with progress, usage and clicks; search by id or name; filter by status",
  access: DISCOUNT_READ,
  query: programListQuerySchema,
  response: pagedSchema(programRowSchema),
});

export const getProgram = endpoint({
  id: 'discounts.programs.get',
  method: 'GET',
  path: '/api/discount-programs/:programId',
  summary: 'One discount program with its items',
  access: DISCOUNT_READ,
  params: z.object({ programId: id }),
  response: programSchema,
});

export const createProgram = endpoint({
  id: 'discounts.programs.create',
  method: 'POST',
  path: '/api/discount-programs',
  summary: 'A discount program on one of the brand’s offers (inactive until activated); 422 with field codes',
  access: DISCOUNT_WRITE,
  body: programCreateSchema,
  response: programSchema,
});

export const updateProgram = endpoint({
  id: 'discounts.programs.update',
  method: 'PUT',
  path: '/api/discount-programs/:programId',
  summary: "Change a program's name, discount, code format, period and items",
  access: DISCOUNT_WRITE,
  params: z.object({ programId: id }),
  body: programUpdateSchema,
  response: programSchema,
});

export const setProgramStatus = endpoint({
  id: 'discounts.programs.status',
  method: 'PUT',
  path: '/api/discount-programs/:programId/status',
  summary: 'Activate or deactivate a program; activation after its end time is refused (422 program_ended)',
  access: DISCOUNT_WRITE,
  params: z.object({ programId: id }),
  body: z.object({ status: z.enum(PROGRAM_STATUSES) }),
  response: programSchema,
});
