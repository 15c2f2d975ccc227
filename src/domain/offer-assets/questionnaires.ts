import { z } from 'zod';
import { endpoint, pagedSchema } from '../contract.ts';
import { zRules } from '../validation/zod.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { ASSET_CODES, idParams, listQuery, nameField, OFFERS_READ, OFFERS_WRITE, okSchema } from './shared.ts';

/**
 * Questionnaires partners answer when they apply to an offer (spec 2 §3 "Questionnaire": name,
 * intro message, questions with a required flag, a type and options). Radio and checkbox questions
 * need options; text and file questions have none. Limits are ours (the spec says "not shown"):
 * see docs/decisions/018-offer-assets.md.
 */
export const QUESTION_TYPES = ['text', 'radio', 'checkbox', 'file'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;
export const INTRO_MAX = 2000;
export const QUESTION_MAX = 500;

export const needsOptions = (type: QuestionType) => type === 'radio' || type === 'checkbox';

export const questionSchema = z
  .object({
    label: zRules([maxLength(QUESTION_MAX), noEmoji]),
    type: z.enum(QUESTION_TYPES),
    required: z.boolean().default(false),
    options: z
      .array(zRules([maxLength(255), noEmoji]))
      .max(MAX_OPTIONS)
      .default([]),
  })
  .superRefine((q, ctx) => {
    if (needsOptions(q.type) && q.options.length === 0)
      ctx.addIssue({ code: 'custom', message: ASSET_CODES.optionsRequired, path: ['options'] });
    if (!needsOptions(q.type) && q.options.length > 0)
      ctx.addIssue({ code: 'custom', message: ASSET_CODES.optionsNotAllowed, path: ['options'] });
    if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicated', path: ['options'] });
    }
  });
export type Question = z.infer<typeof questionSchema>;

export const questionnaireBody = z.object({
  name: nameField,
  intro_message: zRules([maxLength(INTRO_MAX)], { optional: true }),
  questions: z.array(questionSchema).min(1).max(MAX_QUESTIONS),
});
export type QuestionnaireInput = z.input<typeof questionnaireBody>;

export const questionnaireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro_message: z.string(),
  questions: z.array(z.object({ label: z.string(), type: z.enum(QUESTION_TYPES), required: z.boolean(), options: z.array(z.string()) })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
export const questionnaireRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  question_count: z.number().int(),
  updated_at: z.string(),
});
export type QuestionnaireRow = z.infer<typeof questionnaireRowSchema>;

export const listQuestionnaires = endpoint({
  id: 'questionnaires.list',
  method: 'GET',
  path: '/api/questionnaires',
  summary: 'Questionnaires of the brand (search by name, paged)',
  access: OFFERS_READ,
  query: listQuery,
  response: pagedSchema(questionnaireRowSchema),
});

export const getQuestionnaire = endpoint({
  id: 'questionnaires.get',
  method: 'GET',
  path: '/api/questionnaires/:questionnaireId',
  summary: 'One questionnaire with its questions',
  access: OFFERS_READ,
  params: idParams('questionnaireId'),
  response: questionnaireSchema,
});

export const createQuestionnaire = endpoint({
  id: 'questionnaires.create',
  method: 'POST',
  path: '/api/questionnaires',
  summary: 'Create a questionnaire',
  access: OFFERS_WRITE,
  body: questionnaireBody,
  response: questionnaireSchema,
});

export const updateQuestionnaire = endpoint({
  id: 'questionnaires.update',
  method: 'PUT',
  path: '/api/questionnaires/:questionnaireId',
  summary: 'Replace a questionnaire’s name, intro message and questions',
  access: OFFERS_WRITE,
  params: idParams('questionnaireId'),
  body: questionnaireBody,
  response: questionnaireSchema,
});

export const deleteQuestionnaire = endpoint({
  id: 'questionnaires.delete',
  method: 'DELETE',
  path: '/api/questionnaires/:questionnaireId',
  summary: 'Delete a questionnaire',
  access: OFFERS_WRITE,
  params: idParams('questionnaireId'),
  response: okSchema,
});
