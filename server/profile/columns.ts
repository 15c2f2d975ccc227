import type { SavedColumns } from '../../src/domain/profile/columns.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';

/** Saved report columns per user (the defaults live in src/domain/profile/columns.ts). */
export async function loadSavedColumns(db: Db, user: Principal, report: string): Promise<SavedColumns | null> {
  const { rows } = await db.query<{ settings: SavedColumns }>(
    `SELECT s.settings FROM report_column_settings s JOIN brand_users u ON u.id = s.user_id
      WHERE s.user_id = $1 AND u.brand_id = $2 AND s.report = $3`,
    [user.userId, user.brandId, report],
  );
  return rows[0]?.settings ?? null;
}

export async function saveColumns(db: Db, user: Principal, report: string, saved: SavedColumns): Promise<void> {
  await db.query(
    `INSERT INTO report_column_settings (user_id, report, settings) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, report) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [user.userId, report, JSON.stringify(saved)],
  );
}

/** "Restore defaults": the saved choice goes, the defaults show again. */
export async function resetColumns(db: Db, user: Principal, report: string): Promise<void> {
  await db.query('DELETE FROM report_column_settings WHERE user_id = $1 AND report = $2', [user.userId, report]);
}
