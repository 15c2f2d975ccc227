import { useId } from 'react';
import { needsOptions, QUESTION_TYPES, type QuestionType } from '../../../domain/offer-assets/questionnaires.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
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
}

export function QuestionBuilder({ questions, onChange, errors, readOnly }: QuestionBuilderProps) {
  const { LL } = useI18n();
  const t = LL.offerAssets.questionnaires;
  const set = (i: number, patch: Partial<DraftQuestion>) => onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const base = useId();
  return (
    <div className={css.form}>
      {questions.map((q, i) => (
        <fieldset key={q.key} className={css.fieldset}>
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
              <Button
                size="sm"
                tone="ghost"
                onPress={() => onChange(questions.filter((_, j) => j !== i))}
                isDisabled={questions.length === 1}
              >
                {t.removeQuestion({ n: i + 1 })}
              </Button>
            )}
          </div>
          {needsOptions(q.type) && (
            <div className={css.fieldset} role="group" aria-label={t.options()}>
              {q.options.map((option, k) => (
                <div key={k} className={css.inline}>
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
                    <Button size="sm" tone="ghost" onPress={() => set(i, { options: q.options.filter((_, m) => m !== k) })}>
                      {t.removeOption({ n: k + 1 })}
                    </Button>
                  )}
                </div>
              ))}
              {errors[`questions.${i}.options`] && (
                <p role="alert" className={css.error}>
                  {errors[`questions.${i}.options`]}
                </p>
              )}
              {!readOnly && (
                <Button size="sm" tone="secondary" onPress={() => set(i, { options: [...q.options, ''] })}>
                  {t.addOption()}
                </Button>
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
        <Button tone="secondary" onPress={() => onChange([...questions, newQuestion()])}>
          {t.addQuestion()}
        </Button>
      )}
    </div>
  );
}
