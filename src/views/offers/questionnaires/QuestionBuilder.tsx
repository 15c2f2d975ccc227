import { useId } from 'react';
import { needsOptions, QUESTION_TYPES, type QuestionType } from '../../../domain/offer-assets/questionnaires.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { TextField } from '../../system/TextField.tsx';
import * as css from '../groups/assets.css.ts';

/**
 * The questions of a questionnaire: add, remove, type, required flag and options (radio and checkbox
 * only). Every control is a labelled native or react-aria control, so Tab walks the builder; a new
 * question or option takes the focus so typing continues without the mouse.
 */
export interface DraftQuestion {
  key: number;
  label: string;
  type: QuestionType;
  required: boolean;
  options: string[];
}

let nextKey = 1;
export const newQuestion = (): DraftQuestion => ({ key: nextKey++, label: '', type: 'text', required: false, options: [] });

export interface QuestionBuilderProps {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  /** field errors by wire path (`questions.0.options`) */
  errors: Record<string, string>;
  readOnly?: boolean;
  /** a question (and which of its options, or null) took the focus: the palette's row commands act on it */
  onFocusQuestion?: (question: number, option: number | null) => void;
}

/**
 * Its buttons are the faces of the questionnaire form's commands (decision 098): "Add question" of
 * `offerAssets.questionnaire.addQuestion`, and each question's and option's own of the row commands
 * that, in the palette, act on the question or option that last held focus.
 */
export function QuestionBuilder({ questions, onChange, errors, readOnly, onFocusQuestion }: QuestionBuilderProps) {
  const { LL } = useI18n();
  const t = LL.offerAssets.questionnaires;
  const set = (i: number, patch: Partial<DraftQuestion>) => onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const base = useId();
  return (
    <div className={css.form}>
      {questions.map((q, i) => (
        <fieldset
          key={q.key}
          className={css.fieldset}
          onFocus={(e) => {
            const option = (e.target as HTMLElement).closest('[data-option]')?.getAttribute('data-option');
            onFocusQuestion?.(i, option == null ? null : Number(option));
          }}
        >
          <legend>{t.question({ n: i + 1 })}</legend>
          <TextField
            label={t.label()}
            value={q.label}
            onChange={(label) => set(i, { label })}
            isReadOnly={readOnly}
            autoFocus={q.label === '' && i === questions.length - 1 && i > 0}
            errorMessage={errors[`questions.${i}.label`]}
            isInvalid={Boolean(errors[`questions.${i}.label`])}
          />
          <div className={css.inline}>
            <label htmlFor={`${base}-type-${q.key}`}>{t.type()}</label>
            <select
              id={`${base}-type-${q.key}`}
              className={css.nativeSelect}
              value={q.type}
              disabled={readOnly}
              onChange={(e) => {
                const type = e.target.value as QuestionType;
                // switching to a choice type starts with one empty option; away from it drops them
                set(i, { type, options: needsOptions(type) ? (q.options.length ? q.options : ['']) : [] });
              }}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]()}
                </option>
              ))}
            </select>
            <Checkbox isSelected={q.required} onChange={(required) => set(i, { required })} isReadOnly={readOnly}>
              {t.required()}
            </Checkbox>
            {!readOnly && (
              <RowCommandButton
                size="sm"
                tone="ghost"
                command="offerAssets.questionnaire.removeQuestion"
                onPress={() => onChange(questions.filter((_, j) => j !== i))}
                isDisabled={questions.length === 1}
              >
                {t.removeQuestion({ n: i + 1 })}
              </RowCommandButton>
            )}
          </div>
          {needsOptions(q.type) && (
            <div className={css.fieldset} role="group" aria-label={t.options()}>
              {q.options.map((option, k) => (
                <div key={k} className={css.inline} data-option={k}>
                  <TextField
                    label={t.option({ n: k + 1 })}
                    value={option}
                    isReadOnly={readOnly}
                    autoFocus={option === '' && k > 0}
                    onChange={(v) => set(i, { options: q.options.map((o, m) => (m === k ? v : o)) })}
                    errorMessage={errors[`questions.${i}.options.${k}`]}
                    isInvalid={Boolean(errors[`questions.${i}.options.${k}`])}
                  />
                  {!readOnly && (
                    <RowCommandButton
                      size="sm"
                      tone="ghost"
                      command="offerAssets.questionnaire.removeOption"
                      onPress={() => set(i, { options: q.options.filter((_, m) => m !== k) })}
                    >
                      {t.removeOption({ n: k + 1 })}
                    </RowCommandButton>
                  )}
                </div>
              ))}
              {errors[`questions.${i}.options`] && (
                <p role="alert" className={css.error}>
                  {errors[`questions.${i}.options`]}
                </p>
              )}
              {!readOnly && (
                <RowCommandButton
                  size="sm"
                  tone="secondary"
                  command="offerAssets.questionnaire.addOption"
                  onPress={() => set(i, { options: [...q.options, ''] })}
                >
                  {t.addOption()}
                </RowCommandButton>
              )}
            </div>
          )}
        </fieldset>
      ))}
      {errors.questions && (
        <p role="alert" className={css.error}>
          {errors.questions}
        </p>
      )}
      {!readOnly && (
        <CommandButton tone="secondary" command="offerAssets.questionnaire.addQuestion">
          {t.addQuestion()}
        </CommandButton>
      )}
    </div>
  );
}
