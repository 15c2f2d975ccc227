import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { translator } from '../i18n/translate.ts';
import { conversionUploadCommands, uploadDialogPath } from './conversion-upload.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import { textOf } from './text.ts';

function ctx(report: 0 | 2 | 15, paths: string[] = []): CommandContext {
  return {
    user: { role: 'technical', permissions: { ...ROLE_DEFAULTS.technical, report }, isAllPartner: true },
    flags: {},
    navigate: (p) => void paths.push(p),
    openPage: () => undefined,
  };
}
const registry = () => {
  const r = new CommandRegistry();
  r.registerAll(conversionUploadCommands());
  return r;
};

describe('conversion upload commands', () => {
  it('upload needs report full access, the history report read access', () => {
    const ids = (level: 0 | 2 | 15) =>
      registry()
        .visible(ctx(level))
        .map((c) => c.id);
    expect(ids(0)).toEqual([]);
    expect(ids(2)).toEqual(['conversions.uploadHistory']);
    expect(ids(15)).toEqual(['conversions.upload', 'conversions.uploadHistory']);
  });

  it('open the dialog and the history (50 a page, last changed first), titled in both languages', async () => {
    const paths: string[] = [];
    const r = registry();
    await r.run('conversions.upload', ctx(15, paths));
    await r.run('conversions.uploadHistory', ctx(15, paths));
    expect(paths).toEqual([
      '/reports/conversions?modal=upload',
      '/reports/conversions?filter=upload_history&page=1&limit=50&sort=desc&sortBy=updated_at',
    ]);
    expect(textOf(translator('en'), r.get('conversions.upload')!.title)).toBe('Upload conversions…');
    expect(textOf(translator('vi'), r.get('conversions.uploadHistory')!.title)).toBe('Lịch sử tải lên chuyển đổi');
  });
});

describe('upload from the conversions list', () => {
  it('keeps the list’s filters and opens the dialog over it; from elsewhere opens the unfiltered list', async () => {
    expect(uploadDialogPath({ pathname: '/reports/conversions', search: '?status=pending&from=03%2F01%2F2026' })).toBe(
      '/reports/conversions?status=pending&from=03%2F01%2F2026&modal=upload',
    );
    expect(uploadDialogPath({ pathname: '/reports/conversions', search: '' })).toBe('/reports/conversions?modal=upload');
    expect(uploadDialogPath({ pathname: '/reports/conversions', search: '?filter=upload_history&page=2' })).toBe(
      '/reports/conversions?modal=upload',
    );
    expect(uploadDialogPath({ pathname: '/offers', search: '?q=x' })).toBe('/reports/conversions?modal=upload');
    expect(uploadDialogPath(undefined)).toBe('/reports/conversions?modal=upload');
    const paths: string[] = [];
    const r = new CommandRegistry();
    r.registerAll(conversionUploadCommands(() => ({ pathname: '/reports/conversions', search: '?status=approved' })));
    await r.run('conversions.upload', ctx(15, paths));
    expect(paths).toEqual(['/reports/conversions?status=approved&modal=upload']);
  });
});
