import type { z } from 'zod';
import type { Questionnaire, questionnaireBody, QuestionnaireRow } from '../../src/domain/offer-assets/questionnaires.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { iso, notFound, paging } from './common.ts';
import { likeContains } from '../db/like.ts';

/** Questionnaires (src/domain/offer-assets/questionnaires.ts): questions are one jsonb document. */
type Body = z.output<typeof questionnaireBody>;
interface Row {
  id: number;
  name: string;
  intro_message: string;
  questions: Questionnaire['questions'];
  created_at: Date;
  updated_at: Date;
}
const full = (r: Row): Questionnaire => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
/** What the audit log keeps of a questionnaire (decision 036): its content, not its timestamps. */
const AUDITED = ['name', 'intro_message', 'questions'] as const;
const COLUMNS = 'id, name, intro_message, questions, created_at, updated_at';
const clean = (b: Body) => ({
  name: b.name.trim(),
  intro: (b.intro_message ?? '').trim(),
  questions: JSON.stringify(
    b.questions.map((q) => ({ label: q.label.trim(), type: q.type, required: q.required, options: q.options.map((o) => o.trim()) })),
  ),
});

export async function listQuestionnaires(db: Db, brandId: number, q: { page: number; limit: number; search?: string }) {
  const args: unknown[] = [brandId];
  let where = 'brand_id = $1';
  if (q.search) {
    args.push(likeContains(q.search));
    where += ` AND name ILIKE $${args.length}`;
  }
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM questionnaires WHERE ${where}`, args);
  const { rows } = await db.query<{ id: number; name: string; question_count: number; updated_at: Date }>(
    `SELECT id, name, jsonb_array_length(questions)::int AS question_count, updated_at FROM questionnaires
      WHERE ${where} ORDER BY id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  const items: QuestionnaireRow[] = rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) }));
  return { items, paging: paging(q.page, q.limit, total.rows[0]!.n) };
}

export async function getQuestionnaire(db: Db, brandId: number, id: number): Promise<Questionnaire> {
  const { rows } = await db.query<Row>(
    'SELECT id, name, intro_message, questions, created_at, updated_at FROM questionnaires WHERE id = $1 AND brand_id = $2',
    [id, brandId],
  );
  if (!rows[0]) throw notFound('Questionnaire');
  return full(rows[0]);
}

export async function createQuestionnaire(db: Db, brandId: number, body: Body): Promise<Questionnaire> {
  const c = clean(body);
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<Row>(
      `INSERT INTO questionnaires (brand_id, name, intro_message, questions) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${COLUMNS}`,
      [brandId, c.name, c.intro, c.questions],
    );
    const created = rows[0]!;
    await record(tx, {
      action: 'questionnaires.create',
      objectType: 'questionnaire',
      objectId: created.id,
      changes: diff(null, created, AUDITED),
    });
    return full(created);
  });
}

export async function updateQuestionnaire(db: Db, brandId: number, id: number, body: Body): Promise<Questionnaire> {
  const c = clean(body);
  return withTransaction(db, async (tx) => {
    const before = await tx.query<Row>(`SELECT ${COLUMNS} FROM questionnaires WHERE id = $1 AND brand_id = $2 FOR UPDATE`, [id, brandId]);
    if (!before.rows[0]) throw notFound('Questionnaire');
    const { rows } = await tx.query<Row>(
      `UPDATE questionnaires SET name = $3, intro_message = $4, questions = $5::jsonb, updated_at = now() WHERE id = $1 AND brand_id = $2
       RETURNING ${COLUMNS}`,
      [id, brandId, c.name, c.intro, c.questions],
    );
    await record(tx, {
      action: 'questionnaires.update',
      objectType: 'questionnaire',
      objectId: id,
      changes: diff(before.rows[0], rows[0], AUDITED),
    });
    return full(rows[0]!);
  });
}

export async function deleteQuestionnaire(db: Db, brandId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<Row>(`DELETE FROM questionnaires WHERE id = $1 AND brand_id = $2 RETURNING ${COLUMNS}`, [id, brandId]);
    if (!rows[0]) throw notFound('Questionnaire');
    // the deleted content stays readable in the log
    await record(tx, { action: 'questionnaires.delete', objectType: 'questionnaire', objectId: id, changes: diff(rows[0], null, AUDITED) });
  });
}
