import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { EmployeePicker } from '../pickers/EmployeePicker.tsx';
import { viewCommands } from '../../commands/app-commands.ts';
import { FilterActions } from '../app/FilterActions.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { chip, useFilterFold } from '../app/useFilterFold.ts';
import { DatePicker } from '../system/DatePicker.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { ACTION, EMPTY_ACTIVITY, OBJECT_ID_MAX, OBJECT_TYPE, type ActivityState } from './url-state.ts';

interface Drafts {
  userId: string;
  objectType: string;
  objectId: string;
  action: string;
}
const draftsOf = (s: ActivityState): Drafts => ({
  userId: s.userId === null ? '' : String(s.userId),
  objectType: s.objectType,
  objectId: s.objectId,
  action: s.action,
});

/**
 * The filter bar: dates and the employee picker apply at once; the typed fields (object type and id,
 * action, a user id) apply on Enter or "Apply", after the same checks the API makes, so a typo says
 * what is wrong on its field instead of emptying the table. `userPicker`: the employee search for
 * users who see everyone and may list employees, an id field for those who may not, nothing for
 * users who only ever see their own rows.
 */
export function ActivityFilters({
  state,
  onChange,
  errorOf,
  userPicker,
}: {
  state: ActivityState;
  onChange: (s: ActivityState) => void;
  /** the server's 422 message of a field (`from`, `object_type` …) */
  errorOf: (field: string) => string | undefined;
  userPicker: 'picker' | 'id' | 'none';
}) {
  const { LL } = useI18n();
  const f = LL.activity.filters;
  const [drafts, setDrafts] = useState(() => draftsOf(state));
  const [seen, setSeen] = useState(state);
  // the URL changed from outside (a palette link, Clear): the fields follow it
  if (seen !== state) {
    setSeen(state);
    setDrafts(draftsOf(state));
  }
  const set = (key: keyof Drafts) => (v: string) => setDrafts((d) => ({ ...d, [key]: v }));
  const userOk = drafts.userId.trim() === '' || (/^\d{1,15}$/.test(drafts.userId.trim()) && Number(drafts.userId) > 0);
  const typeOk = drafts.objectType.trim() === '' || OBJECT_TYPE.test(drafts.objectType.trim());
  const actionOk = drafts.action.trim() === '' || ACTION.test(drafts.action.trim());
  const rangeOk = !state.from || !state.to || state.from <= state.to;
  const apply = () => {
    if (!userOk || !typeOk || !actionOk) return;
    onChange({
      ...state,
      userId: drafts.userId.trim() === '' ? null : Number(drafts.userId.trim()),
      objectType: drafts.objectType.trim(),
      objectId: drafts.objectId.trim().slice(0, OBJECT_ID_MAX),
      action: drafts.action.trim(),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  // the applied filters as chips (decision 065): removing one applies the rest at once
  const fold = useFilterFold([
    chip('from', f.from(), state.from, () => onChange({ ...state, from: '' })),
    chip('to', f.to(), state.to, () => onChange({ ...state, to: '' })),
    chip('user', userPicker === 'id' ? f.userId() : f.user(), state.userId === null ? null : `#${state.userId}`, () =>
      onChange({ ...state, userId: null }),
    ),
    chip('objectType', f.objectType(), state.objectType, () => onChange({ ...state, objectType: '' })),
    chip('objectId', f.objectId(), state.objectId, () => onChange({ ...state, objectId: '' })),
    chip('action', f.action(), state.action, () => onChange({ ...state, action: '' })),
    chip('actor', f.actor(), state.actor === '' ? null : state.actor === 'agency' ? f.actorAgency() : f.actorBrand(), () =>
      onChange({ ...state, actor: '' }),
    ),
  ]);
  return (
    <Toolbar
      role="search"
      aria-label={LL.activity.title()}
      onSubmit={submit}
      fold={fold}
      filters={
        <>
          <DatePicker
            label={f.from()}
            value={state.from || null}
            onChange={(v) => onChange({ ...state, from: v ?? '' })}
            errorMessage={errorOf('from')}
          />
          <DatePicker
            label={f.to()}
            value={state.to || null}
            onChange={(v) => onChange({ ...state, to: v ?? '' })}
            errorMessage={rangeOk ? errorOf('to') : f.rangeOrder()}
          />
          {userPicker === 'picker' && (
            <EmployeePicker
              label={f.user()}
              value={state.userId}
              onChange={(userId) => onChange({ ...state, userId })}
              placeholder={f.searchUser()}
              emptyText={f.noUsers()}
              errorMessage={errorOf('user_id')}
            />
          )}
          {userPicker === 'id' && (
            <TextField
              label={f.userId()}
              value={drafts.userId}
              inputMode="numeric"
              onChange={set('userId')}
              errorMessage={userOk ? errorOf('user_id') : f.invalidId()}
            />
          )}
          <TextField
            label={f.objectType()}
            value={drafts.objectType}
            onChange={set('objectType')}
            errorMessage={typeOk ? errorOf('object_type') : f.invalidObjectType()}
          />
          <TextField label={f.objectId()} value={drafts.objectId} onChange={set('objectId')} errorMessage={errorOf('object_id')} />
          <TextField
            label={f.action()}
            value={drafts.action}
            onChange={set('action')}
            errorMessage={actionOk ? errorOf('action') : f.invalidAction()}
          />
          <Select
            label={f.actor()}
            selectedKey={state.actor || 'all'}
            onSelectionChange={(key) => onChange({ ...state, actor: key === 'agency' || key === 'brand' ? key : '' })}
            options={[
              { id: 'all', label: f.actorAll() },
              { id: 'agency', label: f.actorAgency() },
              { id: 'brand', label: f.actorBrand() },
            ]}
            errorMessage={errorOf('actor')}
          />
        </>
      }
      actions={
        <FilterActions
          area="activity"
          factory={viewCommands.activityFilters}
          view={{
            apply,
            clear: () => onChange(EMPTY_ACTIVITY),
            invalid: userOk && typeOk && actionOk ? null : 'reportViews.filters.fixFirst',
          }}
          applyLabel={f.apply()}
          clearLabel={f.clear()}
        />
      }
    />
  );
}
