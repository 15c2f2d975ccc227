import type { AssetKind } from './offer-assets.ts';
import { OFFERS_WRITE } from './offers.ts';
import type { Command } from './registry.ts';

/*
 * The offer-asset forms' commands (offer groups, questionnaires, creatives): save, and the
 * questionnaire's add / remove of questions and options, the creative's file (decision 098: the forms'
 * buttons are their faces). Registered by the form pages while mounted (src/commands/app-commands.ts).
 */

export type FormKind = Exclude<AssetKind, 'event'>;

/** What an asset form (new or edit) tells its commands. */
export interface AssetFormView {
  save(): void;
}

const SAVE_TITLES: Record<FormKind, Command['title']> = {
  group: (LL) => LL.offerAssets.commands.saveGroup(),
  questionnaire: (LL) => LL.offerAssets.commands.saveQuestionnaire(),
  creative: (LL) => LL.offerAssets.commands.saveCreative(),
};

/** Save of a group, questionnaire or creative form (its Back to list is `nav.<list route>`). */
export function assetFormCommands(kind: FormKind, view: () => AssetFormView): Command[] {
  return [
    {
      id: `offerAssets.${kind}.save`,
      title: SAVE_TITLES[kind],
      group: 'actions',
      keywords: ['save', kind, 'lưu'],
      permission: OFFERS_WRITE,
      run: () => view().save(),
    },
  ];
}

/** The questionnaire form: its save, and the builder's questions and options. */
export interface QuestionnaireFormView extends AssetFormView {
  /** how many questions the form has (the last one cannot be removed) */
  questions: number;
  /** the question that last held focus (index), null when none */
  focusedQuestion: number | null;
  /** the focused question takes options (radio, checkbox) */
  focusedHasOptions: boolean;
  /** the option that last held focus (index within the focused question), null when none */
  focusedOption: number | null;
  addQuestion(): void;
  removeQuestion(index: number): void;
  addOption(question: number): void;
  removeOption(question: number, option: number): void;
}

export function removeQuestionBlocked(v: QuestionnaireFormView): string | null {
  if (v.focusedQuestion === null) return 'offerAssets.commands.moveToQuestion';
  if (v.questions <= 1) return 'offerAssets.commands.lastQuestion';
  return null;
}
export function addOptionBlocked(v: QuestionnaireFormView): string | null {
  if (v.focusedQuestion === null) return 'offerAssets.commands.moveToQuestion';
  if (!v.focusedHasOptions) return 'offerAssets.commands.noOptions';
  return null;
}
export function removeOptionBlocked(v: QuestionnaireFormView): string | null {
  return v.focusedQuestion === null || v.focusedOption === null ? 'offerAssets.commands.moveToOption' : null;
}

export function questionnaireFormCommands(view: () => QuestionnaireFormView): Command[] {
  const n = (i: number | null) => (i === null ? '' : ` ${i + 1}`);
  return [
    ...assetFormCommands('questionnaire', view),
    {
      id: 'offerAssets.questionnaire.addQuestion',
      title: (LL) => LL.offerAssets.commands.addQuestion(),
      group: 'actions',
      keywords: ['question', 'add', 'câu hỏi', 'thêm'],
      permission: OFFERS_WRITE,
      run: () => view().addQuestion(),
    },
    {
      id: 'offerAssets.questionnaire.removeQuestion',
      title: (LL) => `${LL.offerAssets.commands.removeQuestion()}${n(view().focusedQuestion)}`,
      group: 'actions',
      row: () => view().focusedQuestion !== null,
      keywords: ['question', 'remove', 'delete', 'câu hỏi', 'xóa'],
      permission: OFFERS_WRITE,
      blocked: () => removeQuestionBlocked(view()),
      run: () => {
        const v = view();
        if (removeQuestionBlocked(v) === null) v.removeQuestion(v.focusedQuestion!);
      },
    },
    {
      id: 'offerAssets.questionnaire.addOption',
      title: (LL) => `${LL.offerAssets.commands.addOption()}${n(view().focusedQuestion)}`,
      group: 'actions',
      row: () => view().focusedQuestion !== null,
      keywords: ['option', 'choice', 'add', 'lựa chọn', 'thêm'],
      permission: OFFERS_WRITE,
      blocked: () => addOptionBlocked(view()),
      run: () => {
        const v = view();
        if (addOptionBlocked(v) === null) v.addOption(v.focusedQuestion!);
      },
    },
    {
      id: 'offerAssets.questionnaire.removeOption',
      title: (LL) => `${LL.offerAssets.commands.removeOption()}${n(view().focusedOption)}`,
      group: 'actions',
      row: () => view().focusedOption !== null,
      keywords: ['option', 'choice', 'remove', 'delete', 'lựa chọn', 'xóa'],
      permission: OFFERS_WRITE,
      blocked: () => removeOptionBlocked(view()),
      run: () => {
        const v = view();
        if (removeOptionBlocked(v) === null) v.removeOption(v.focusedQuestion!, v.focusedOption!);
      },
    },
  ];
}

/** The creative form: its save and its file (the file input is the face of `offerAssets.creative.upload`). */
export interface CreativeFormView extends AssetFormView {
  /** the creative's type takes a file */
  takesFile: boolean;
  /** a file is being uploaded */
  uploading: boolean;
  chooseFile(): void;
}

export function creativeFormCommands(view: () => CreativeFormView): Command[] {
  return [
    ...assetFormCommands('creative', view),
    {
      id: 'offerAssets.creative.upload',
      title: (LL) => LL.offerAssets.commands.uploadCreative(),
      group: 'actions',
      keywords: ['file', 'upload', 'image', 'banner', 'tệp', 'tải lên'],
      permission: OFFERS_WRITE,
      when: () => view().takesFile,
      blocked: () => (view().uploading ? 'offerAssets.commands.uploading' : null),
      run: () => view().chooseFile(),
    },
  ];
}
