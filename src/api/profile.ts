import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Me } from '../domain/auth/contract.ts';
import type { BodyOf } from '../domain/contract.ts';
import * as api from '../domain/profile/contract.ts';
import { meta } from '../domain/reference/contract.ts';
import { authKeys } from './auth.ts';
import { httpOf } from './client.ts';

/**
 * Profile and account-settings calls of the browser. The profile IS the `me` query (both endpoints
 * answer the same document), so every save writes its answer into that one cache entry and the
 * header, guard and palette update without another request.
 */
export const profileKeys = {
  columns: (report: string) => ['profile', 'columns', report] as const,
};

export type SettingsSave =
  | { kind: 'basic'; body: BodyOf<typeof api.basicInfo> }
  | { kind: 'public'; body: BodyOf<typeof api.publicInfo> }
  | { kind: 'payment'; body: BodyOf<typeof api.paymentInfo> }
  | { kind: 'timezone'; body: BodyOf<typeof api.systemSettings> }
  | { kind: 'reportTimezone'; body: BodyOf<typeof api.timezoneReport> };

export function saveSettings(client: QueryClient, save: SettingsSave): Promise<Me> {
  switch (save.kind) {
    case 'basic':
      return httpOf(client).call(api.basicInfo, { body: save.body });
    case 'public':
      return httpOf(client).call(api.publicInfo, { body: save.body });
    case 'payment':
      return httpOf(client).call(api.paymentInfo, { body: save.body });
    case 'timezone':
      return httpOf(client).call(api.systemSettings, { body: save.body });
    case 'reportTimezone':
      return httpOf(client).call(api.timezoneReport, { body: save.body });
  }
}

/** Puts a fresh profile where the shell reads it. */
export function storeProfile(client: QueryClient, me: Me): void {
  client.setQueryData(authKeys.me(), me);
}

/** Spec 1 §4: posts the language; the caller reloads the page on success. */
export async function setLanguage(client: QueryClient, locale: 'en' | 'vi'): Promise<void> {
  await httpOf(client).call(api.setLanguage, { body: { locale_language: locale } });
}

/** Ends the first-login flow (the guard stops sending home to /markets). */
export function finishFirstLogin(client: QueryClient): Promise<Me> {
  return httpOf(client).call(api.firstLogin, { body: { is_first_login: false } });
}

export async function setAvatar(client: QueryClient, fileId: number) {
  return httpOf(client).call(api.avatar, { body: { file_id: fileId } });
}

export function columnSettingsQuery(report: string) {
  return queryOptions({
    queryKey: profileKeys.columns(report),
    queryFn: ({ client, signal }) => httpOf(client).call(api.columnSetting, { query: { report }, signal }),
    staleTime: Infinity,
  });
}

export function saveColumnSettings(client: QueryClient, report: string, body: BodyOf<typeof api.saveColumnSetting>) {
  return httpOf(client).call(api.saveColumnSetting, { query: { report }, body });
}

/** Reference lists the settings forms pick from (verticals, payment methods, time zones). */
export function settingsMetaQuery(lang: 'en' | 'vi') {
  return queryOptions({
    queryKey: ['reference', 'meta', lang] as const,
    queryFn: ({ client, signal }) => httpOf(client).call(meta, { query: { lang }, signal }),
    staleTime: 60 * 60_000,
  });
}

/** The caller's cover picture (decision 011: upload use 'cover'). */
export async function setCover(client: QueryClient, fileId: number) {
  return httpOf(client).call(api.cover, { body: { file_id: fileId } });
}
