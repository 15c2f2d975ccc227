import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import {
  assetListCommands,
  offerAssetCommands,
  offerEventCommands,
  trackingCommands,
  type AssetListView,
  type TrackingView,
} from './offer-assets.ts';
import { assetFormCommands, creativeFormCommands, questionnaireFormCommands, type QuestionnaireFormView } from './offer-asset-forms.ts';
import { translator } from '../i18n/translate.ts';
import { textOf } from './text.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

const ctx = (offers: 0 | 2 | 15, navigate: (p: string) => void = () => undefined): CommandContext => ({
  user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, offers }, isAllPartner: true },
  flags: {},
  navigate,
  openPage: () => undefined,
});

describe('offer-asset commands', () => {
  it('create commands need full offers access and navigate to the form', () => {
    const registry = new CommandRegistry();
    registry.registerAll(offerAssetCommands());
    expect(registry.visible(ctx(2)).map((c) => c.id)).toEqual([]);
    const paths: string[] = [];
    const visible = registry.visible(ctx(15, (p) => paths.push(p)));
    expect(visible.map((c) => c.id)).toEqual(['offerAssets.new.group', 'offerAssets.new.questionnaire', 'offerAssets.new.creative']);
    for (const c of visible) void c.run?.(ctx(15, (p) => paths.push(p)));
    expect(paths).toEqual(['/offers/offer-groups/new', '/offers/questionnaire/new', '/offers/creatives/new']);
  });

  it('edit and delete act on the selection and are disabled without one', () => {
    const calls: string[] = [];
    const view: AssetListView = {
      selected: null,
      create: () => calls.push('create'),
      edit: (id) => calls.push(`edit ${id}`),
      remove: (id) => calls.push(`delete ${id}`),
    };
    const commands = assetListCommands('event', () => view);
    const edit = commands.find((c) => c.id === 'offerAssets.event.edit')!;
    expect(edit.blocked!(ctx(15))).toBe('offerAssets.commands.selectFirst');
    view.selected = { id: 7, name: 'Sale' };
    expect(edit.blocked!(ctx(15))).toBeNull();
    for (const c of commands) void c.run?.(ctx(15));
    expect(calls).toEqual(['create', 'edit 7', 'delete 7']);
    const registry = new CommandRegistry();
    registry.registerAll(commands);
    expect(registry.visible(ctx(2))).toEqual([]);
  });

  it('say which of them open a dialog (decision 103): an event is edited in one, the other assets deleted after one', () => {
    const view: AssetListView = { selected: null, create: () => undefined, edit: () => undefined, remove: () => undefined };
    const opens = (kind: 'event' | 'creative') =>
      Object.fromEntries(assetListCommands(kind, () => view).map((c) => [c.id, c.opens ?? null]));
    expect(opens('event')).toEqual({
      'offerAssets.new.event': 'dialog',
      'offerAssets.event.edit': 'dialog',
      'offerAssets.event.delete': null,
    });
    expect(opens('creative')).toEqual({ 'offerAssets.creative.edit': null, 'offerAssets.creative.delete': 'dialog' });
  });
});

const LL = translator('en');
const reasonOf = (registry: CommandRegistry, id: string) => {
  const a = registry.availability(registry.get(id)!, ctx(15));
  return a.enabled ? null : textOf(LL, a.reason!);
};

describe('the asset forms’ and panels’ buttons as commands (decision 098)', () => {
  it('a form’s save submits it and needs full offers access', async () => {
    const calls: string[] = [];
    const registry = new CommandRegistry();
    registry.registerAll(assetFormCommands('group', () => ({ save: () => calls.push('save') })));
    expect(registry.visible(ctx(2))).toEqual([]);
    expect(await registry.run('offerAssets.group.save', ctx(15))).toBe(true);
    expect(calls).toEqual(['save']);
  });

  it('the questionnaire builder acts on the question or option that last held focus, saying why it cannot', async () => {
    const calls: string[] = [];
    const v: QuestionnaireFormView = {
      save: () => calls.push('save'),
      questions: 1,
      focusedQuestion: null,
      focusedHasOptions: false,
      focusedOption: null,
      addQuestion: () => calls.push('add question'),
      removeQuestion: (i) => calls.push(`remove question ${i}`),
      addOption: (i) => calls.push(`add option ${i}`),
      removeOption: (i, k) => calls.push(`remove option ${i}.${k}`),
    };
    const registry = new CommandRegistry();
    registry.registerAll(questionnaireFormCommands(() => v));
    expect(reasonOf(registry, 'offerAssets.questionnaire.removeQuestion')).toBe('Move to a question first.');
    expect(reasonOf(registry, 'offerAssets.questionnaire.addOption')).toBe('Move to a question first.');
    expect(reasonOf(registry, 'offerAssets.questionnaire.removeOption')).toBe('Move to an option first.');
    v.focusedQuestion = 0;
    expect(reasonOf(registry, 'offerAssets.questionnaire.removeQuestion')).toBe('A questionnaire keeps at least one question.');
    expect(reasonOf(registry, 'offerAssets.questionnaire.addOption')).toBe('This question type has no options.');
    v.questions = 2;
    v.focusedQuestion = 1;
    v.focusedHasOptions = true;
    v.focusedOption = 0;
    expect(textOf(LL, registry.get('offerAssets.questionnaire.removeOption')!.title)).toBe('Remove option 1');
    for (const id of ['addQuestion', 'addOption', 'removeOption', 'removeQuestion', 'save'])
      expect(await registry.run(`offerAssets.questionnaire.${id}`, ctx(15))).toBe(true);
    expect(calls).toEqual(['add question', 'add option 1', 'remove option 1.0', 'remove question 1', 'save']);
  });

  it('the creative’s file: listed when its type takes one, disabled while a file uploads', async () => {
    const calls: string[] = [];
    const v = { save: () => undefined, takesFile: false, uploading: false, chooseFile: () => calls.push('choose') };
    const registry = new CommandRegistry();
    registry.registerAll(creativeFormCommands(() => v));
    expect(registry.visible(ctx(15)).map((c) => c.id)).toEqual(['offerAssets.creative.save']);
    v.takesFile = true;
    v.uploading = true;
    expect(reasonOf(registry, 'offerAssets.creative.upload')).toBe('A file is being uploaded.');
    v.uploading = false;
    expect(await registry.run('offerAssets.creative.upload', ctx(15))).toBe(true);
    expect(calls).toEqual(['choose']);
  });

  it('tracking: save waits for valid settings, copy takes the focused snippet, readers may copy', async () => {
    const calls: string[] = [];
    const v: TrackingView = {
      valid: false,
      focusedSnippet: null,
      hasGlobalPostback: true,
      save: () => calls.push('save'),
      copySnippet: (i) => calls.push(`copy ${i}`),
      copyGlobalPostback: () => calls.push('copy global'),
      rotateGlobalPostback: () => calls.push('rotate'),
    };
    const registry = new CommandRegistry();
    registry.registerAll(trackingCommands(() => v));
    expect(reasonOf(registry, 'offerAssets.tracking.save')).toBe('Fix the tracking settings first.');
    expect(reasonOf(registry, 'offerAssets.tracking.copy')).toBe('Move to a tracking snippet first.');
    expect(registry.visible(ctx(2)).map((c) => c.id)).toEqual(['offerAssets.tracking.copy', 'offerAssets.tracking.copyGlobalPostback']);
    v.valid = true;
    v.focusedSnippet = { index: 2, name: 'Postback URL · Any event' };
    expect(textOf(LL, registry.get('offerAssets.tracking.copy')!.title)).toBe('Copy the tracking snippet: Postback URL · Any event');
    for (const id of ['save', 'copy', 'copyGlobalPostback', 'rotateGlobalPostback'])
      expect(await registry.run(`offerAssets.tracking.${id}`, ctx(15))).toBe(true);
    expect(calls).toEqual(['save', 'copy 2', 'copy global', 'rotate']);
  });

  it('the offer’s events: save once changed, remove the focused one', async () => {
    const calls: string[] = [];
    const v = {
      changed: false,
      focused: null as { id: number; name: string } | null,
      saveLinks: () => calls.push('save'),
      unlink: (id: number) => calls.push(`unlink ${id}`),
    };
    const registry = new CommandRegistry();
    registry.registerAll(offerEventCommands(() => v));
    expect(reasonOf(registry, 'offerAssets.event.saveLinks')).toBe('Nothing to save: the events have not changed.');
    expect(reasonOf(registry, 'offerAssets.event.unlink')).toBe('Move to one of the offer’s events first.');
    v.changed = true;
    v.focused = { id: 3, name: 'Sale' };
    expect(textOf(LL, registry.get('offerAssets.event.unlink')!.title)).toBe('Remove Sale from the offer');
    expect(await registry.run('offerAssets.event.unlink', ctx(15))).toBe(true);
    expect(await registry.run('offerAssets.event.saveLinks', ctx(15))).toBe(true);
    expect(calls).toEqual(['unlink 3', 'save']);
  });
});
