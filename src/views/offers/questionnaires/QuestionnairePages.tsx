import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { assetKeys, questionnaireCalls, questionnaireQuery, questionnairesQuery } from '../../../api/offer-assets.ts';
import { type Questionnaire } from '../../../domain/offer-assets/questionnaires.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { QuestionnaireFormView } from '../../../commands/offer-asset-forms.ts';
import { needsOptions } from '../../../domain/offer-assets/questionnaires.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { TextField } from '../../system/TextField.tsx';
import { AssetList, CommandSubmit, errorsOf, useAfterWrite, useCanWrite, type Errors } from '../groups/asset-kit.tsx';
import * as css from '../groups/assets.css.ts';
import { newQuestion, QuestionBuilder, type DraftQuestion } from './QuestionBuilder.tsx';

/** /offers/questionnaire: questionnaires partners answer when applying (spec 2 §3). */
export function QuestionnaireListPage() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const list = useQuery(questionnairesQuery({ page: 1, search: search.trim() }));
  const after = useAfterWrite(assetKeys.questionnaires);
  return (
    <AssetList
      kind="questionnaire"
      title={LL.offerAssets.questionnaires.title()}
      rows={list.data?.items ?? []}
      loading={list.isPending}
      failed={list.isError}
      columns={[
        { label: LL.offerAssets.common.name(), cell: (r) => r.name, role: 'name' },
        { label: LL.offerAssets.questionnaires.questionCount(), cell: (r) => r.question_count, role: 'figure' },
      ]}
      newLabel={LL.offerAssets.questionnaires.new()}
      onCreate={() => navigate(routePath('questionnaireNew'))}
      onEdit={(id) => navigate(routePath('questionnaireEdit', { id }))}
      onDelete={async (id) => {
        await questionnaireCalls.remove(client, id);
        after();
      }}
      toolbar={<TextField label={LL.offerAssets.common.search()} value={search} onChange={setSearch} />}
    />
  );
}

/** /offers/questionnaire/new and /:id/edit. */
export function QuestionnaireFormPage() {
  const { LL } = useI18n();
  const { id } = useParams<{ id?: string }>();
  const qid = id ? Number(id) : null;
  const existing = useQuery({ ...questionnaireQuery(qid ?? 0), enabled: qid !== null });
  if (qid !== null && !existing.data)
    return (
      <p className={existing.isError ? css.error : css.hint}>
        {existing.isError ? LL.offerAssets.common.notFound() : LL.offerAssets.common.loading()}
      </p>
    );
  return <QuestionnaireForm key={qid ?? 'new'} id={qid} initial={existing.data ?? null} />;
}

function QuestionnaireForm({ id, initial }: { id: number | null; initial: Questionnaire | null }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const [name, setName] = useState(initial?.name ?? '');
  const [intro, setIntro] = useState(initial?.intro_message ?? '');
  const [questions, setQuestions] = useState<DraftQuestion[]>(() =>
    initial ? initial.questions.map((q) => ({ ...newQuestion(), ...q })) : [newQuestion()],
  );
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const after = useAfterWrite(assetKeys.questionnaires);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name,
        intro_message: intro,
        questions: questions.map(({ label, type, required, options }) => ({ label, type, required, options })),
      };
      return id === null ? questionnaireCalls.create(client, body) : questionnaireCalls.update(client, id, body);
    },
    onSuccess: () => after(routePath('questionnaires')),
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const t = LL.offerAssets.questionnaires;
  const form = useRef<HTMLFormElement>(null);
  // the question (and its option) that last held focus: the palette's remove / add option act on it (decision 098)
  const [focus, setFocus] = useState<{ question: number; option: number | null } | null>(null);
  const q = focus !== null ? questions[focus.question] : undefined;
  const view: QuestionnaireFormView = {
    save: () => form.current?.requestSubmit(),
    questions: questions.length,
    focusedQuestion: q ? focus!.question : null,
    focusedHasOptions: q ? needsOptions(q.type) : false,
    focusedOption: q && focus!.option !== null && focus!.option < q.options.length ? focus!.option : null,
    addQuestion: () => setQuestions((qs) => [...qs, newQuestion()]),
    removeQuestion: (i) => {
      setQuestions((qs) => (qs.length > 1 ? qs.filter((_, j) => j !== i) : qs));
      setFocus(null);
    },
    addOption: (i) => setQuestions((qs) => qs.map((x, j) => (j === i ? { ...x, options: [...x.options, ''] } : x))),
    removeOption: (i, k) => {
      setQuestions((qs) => qs.map((x, j) => (j === i ? { ...x, options: x.options.filter((_, m) => m !== k) } : x)));
      setFocus({ question: i, option: null });
    },
  };
  useViewCommands(id === null ? viewCommands.questionnaireNewForm : viewCommands.questionnaireEditForm, view);
  return (
    <section className={css.page}>
      <h1>{id === null ? t.new() : t.edit()}</h1>
      <form
        ref={form}
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {errors.form && (
          <p role="alert" className={css.error}>
            {errors.form}
          </p>
        )}
        <TextField
          label={LL.offerAssets.common.name()}
          value={name}
          onChange={setName}
          isRequired
          isReadOnly={!canWrite}
          autoFocus
          errorMessage={errors.fields.name}
          isInvalid={Boolean(errors.fields.name)}
        />
        <TextField
          label={t.intro()}
          value={intro}
          onChange={setIntro}
          multiline
          isReadOnly={!canWrite}
          errorMessage={errors.fields.intro_message}
          isInvalid={Boolean(errors.fields.intro_message)}
        />
        <h2>{t.questions()}</h2>
        <QuestionBuilder
          questions={questions}
          onChange={setQuestions}
          errors={errors.fields}
          readOnly={!canWrite}
          onFocusQuestion={(question, option) => setFocus({ question, option })}
        />
        <div className={css.actions}>
          <CommandSubmit command="offerAssets.questionnaire.save" busy={save.isPending}>
            {LL.offerAssets.common.save()}
          </CommandSubmit>
          <CommandButton tone="secondary" command="nav.questionnaires">
            {LL.offerAssets.common.back()}
          </CommandButton>
        </div>
      </form>
    </section>
  );
}
