import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { deleteFilterMutation, saveFilterMutation, stashedFiltersQuery } from '../../../api/markets.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { stashedFiltersKey } from '../../../commands/markets.ts';
import type { StashedFilter } from '../../../domain/markets/contract.ts';
import { MAX_STASHED_FILTERS, STASHED_FILTER_NAME_MAX } from '../../../domain/markets/enums.ts';
import { filterCount, MARKET_LIST_PATH, readMarketList } from '../../../domain/markets/list-url.ts';
import type { FieldError } from '../../../domain/errors.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { validateText } from '../../../i18n/translate.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Button } from '../../system/Button.tsx';
import { button } from '../../system/button.css.ts';
import { ModalDialog } from '../../system/Dialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import * as css from './markets.css.ts';
import { useFormat } from '../../app/useFormat.ts';

/**
 * /markets/partner/filter (spec 3 §2 "filters can be stashed and restored"; decision 049): saves the
 * filters it was opened with (the partner list's "Save filter" brings its query here) under a name —
 * unique per user, at most 20; the server's refusals show on the name field, translated — and lists
 * the saved ones to restore (back to the list with their query) or delete (after a confirmation).
 * The API has no rename: delete and save again.
 */
export function StashedFiltersPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.markets.stash;
  const client = useQueryClient();
  const search = useSearch();
  const current = useMemo(() => readMarketList(new URLSearchParams(search)), [search]);
  const count = filterCount(current);
  const filters = useQuery(stashedFiltersQuery());
  const items = filters.data?.items ?? [];
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [deleting, setDeleting] = useState<StashedFilter | null>(null);
  const save = useMutation(saveFilterMutation(client));
  const remove = useMutation(deleteFilterMutation(client));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors([]);
    save.mutate(
      { name, tab: current.tab, search: current.search, filters: current.filters },
      {
        onSuccess: (saved) => {
          setName('');
          showToast({ tone: 'success', title: t.saved({ name: saved.name }) });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && error.errors.length > 0) setErrors(error.errors);
          else showToast({ tone: 'error', title: t.saveFailed() });
        },
      },
    );
  };
  const nameError = errors.find((e) => e.field === 'name') ?? errors[0];
  const confirmDelete = (id: number) => setDeleting(items.find((f) => f.id === id) ?? null);
  useViewCommands(viewCommands.stashedFilters, { filters: items, confirmDelete }, stashedFiltersKey(items));

  return (
    <section className={css.page} aria-labelledby="market-filters-title">
      <h1 id="market-filters-title">{t.title()}</h1>
      <p className={css.hint}>{t.intro({ max: MAX_STASHED_FILTERS })}</p>
      <section aria-labelledby="market-filters-current" className={css.panel}>
        <h2 id="market-filters-current">{t.current()}</h2>
        <p className={css.hint}>{count === 0 ? t.currentNone() : `${t.summary()}: ${count}`}</p>
        <Toolbar
          onSubmit={submit}
          filters={
            <TextField
              label={t.name()}
              value={name}
              onChange={(next) => {
                setName(next);
                // a refusal is about the name it was given: a new name may be submitted again
                setErrors([]);
              }}
              maxLength={STASHED_FILTER_NAME_MAX}
              isRequired
              autoFocus={count > 0}
              errorMessage={nameError ? validateText(LL, nameError, t.name()) : undefined}
            />
          }
          actions={
            <>
              <Button type="submit" tone="primary" isDisabled={save.isPending || name.trim() === ''}>
                {t.save()}
              </Button>
              {/* a link to the list with the filters it came with: its command is the list's navigation (decision 098) */}
              <Link className={button({ tone: 'ghost' })} href={search ? `${MARKET_LIST_PATH}?${search}` : MARKET_LIST_PATH}>
                {t.backToList()}
              </Link>
            </>
          }
        />
      </section>
      <section aria-labelledby="market-filters-saved" className={css.panel}>
        <h2 id="market-filters-saved">{t.listLabel()}</h2>
        {filters.isError && (
          <p role="alert" className={css.error}>
            {t.loadFailed()}
          </p>
        )}
        {filters.isSuccess && items.length === 0 && <p>{t.empty()}</p>}
        {items.length > 0 && (
          <ul className={css.list} aria-labelledby="market-filters-saved">
            {/* restore and delete are the faces of the filter's slot commands (its place in the list; decision 097) */}
            {items.map((f, slot) => (
              <li key={f.id} className={css.item} data-filter-id={f.id}>
                <span className={css.grow}>
                  <strong>{f.name}</strong>
                  <span className={css.hint}>
                    {LL.markets.list[f.tab]()} · {t.summary()}: {filterCount({ search: f.search, filters: f.filters })} · {t.created()}{' '}
                    {fmt.dateTime(f.created_at)}
                  </span>
                </span>
                <CommandButton
                  tone="secondary"
                  size="sm"
                  hint={t.restoreHint({ name: f.name })}
                  command={`markets.filters.restore.${slot}`}
                >
                  {t.restore()}
                </CommandButton>
                <CommandButton tone="ghost" size="sm" hint={t.deleteHint({ name: f.name })} command={`markets.filters.delete.${slot}`}>
                  {t.delete()}
                </CommandButton>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        role="alertdialog"
        size="sm"
        title={deleting ? t.confirmTitle({ name: deleting.name }) : ''}
        actions={({ close }) => (
          <>
            <Button tone="ghost" onPress={close}>
              {t.cancel()}
            </Button>
            <Button
              tone="danger"
              onPress={() => {
                const target = deleting!;
                close();
                remove.mutate(target.id, {
                  onSuccess: () => showToast({ tone: 'success', title: t.deleted({ name: target.name }) }),
                  onError: () => showToast({ tone: 'error', title: t.deleteFailed() }),
                });
              }}
            >
              {t.confirm()}
            </Button>
          </>
        )}
      >
        <p>{t.confirmText()}</p>
      </ModalDialog>
    </section>
  );
}
