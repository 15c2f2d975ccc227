import { useState } from 'react';
import type { ColumnGroup, ColumnSettings } from '../../domain/profile/columns.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Checkbox } from '../system/Checkbox.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { showToast } from '../system/toast-queue.ts';
import { nameOf } from './columns.ts';
import * as css from './table.css.ts';

const move = <T,>(list: readonly T[], from: number, by: number): T[] => {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
};

/**
 * A report's columns (spec 1 §3): groups and columns in order (move up / down), each column on or
 * off, groups collapsible with the first collapsed (as the server's settings say), restore defaults.
 * Every change is saved at once; a failed save shows a toast and the table keeps the local choice.
 */
export function ColumnSettingsDialog({
  settings,
  onSave,
  onRestore,
  onClose,
}: {
  settings: ColumnSettings;
  onSave: (s: ColumnSettings) => Promise<void>;
  onRestore: () => Promise<void>;
  onClose: () => void;
}) {
  const { LL } = useI18n();
  const t = LL.table.columns;
  const [open, setOpen] = useState<Record<string, boolean>>(() => Object.fromEntries(settings.groups.map((g) => [g.key, !g.collapsed])));
  const fail = () => showToast({ tone: 'error', title: t.saveFailed() });
  const save = (groups: ColumnGroup[]) => void onSave({ ...settings, groups }).catch(fail);
  const setGroup = (gi: number, group: ColumnGroup) => save(settings.groups.map((g, i) => (i === gi ? group : g)));
  const name = (key: string) => nameOf(LL, key);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t.title()}
      size="md"
      actions={({ close }) => (
        <>
          <Button tone="ghost" onPress={() => void onRestore().catch(fail)}>
            {t.restore()}
          </Button>
          <Button onPress={close}>{LL.common.close()}</Button>
        </>
      )}
    >
      {/* the move and fold buttons are parts of the dialog's one value, saved at once (data-field-part, decision 103) */}
      <div className={css.settings}>
        {settings.groups.map((g, gi) => (
          <fieldset key={g.key} className={css.settingsGroup}>
            <legend className={css.inline}>
              <Button
                size="sm"
                tone="ghost"
                data-field-part
                aria-expanded={open[g.key] ?? false}
                onPress={() => setOpen({ ...open, [g.key]: !open[g.key] })}
              >
                {open[g.key] ? t.collapse({ name: name(g.name) }) : t.expand({ name: name(g.name) })}
              </Button>
              <Button
                size="sm"
                tone="ghost"
                data-field-part
                aria-label={t.moveUp({ name: name(g.name) })}
                isDisabled={gi === 0}
                onPress={() => save(move(settings.groups, gi, -1))}
              >
                ↑
              </Button>
              <Button
                size="sm"
                tone="ghost"
                data-field-part
                aria-label={t.moveDown({ name: name(g.name) })}
                isDisabled={gi === settings.groups.length - 1}
                onPress={() => save(move(settings.groups, gi, 1))}
              >
                ↓
              </Button>
            </legend>
            {open[g.key] &&
              g.columns.map((c, ci) => (
                <div key={c.key} className={css.inline}>
                  <Checkbox
                    isSelected={c.is_enable}
                    onChange={(on) =>
                      setGroup(gi, { ...g, columns: g.columns.map((x) => (x.key === c.key ? { ...x, is_enable: on } : x)) })
                    }
                  >
                    {name(c.name)}
                  </Checkbox>
                  <Button
                    size="sm"
                    tone="ghost"
                    data-field-part
                    aria-label={t.moveUp({ name: name(c.name) })}
                    isDisabled={ci === 0}
                    onPress={() => setGroup(gi, { ...g, columns: move(g.columns, ci, -1) })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    tone="ghost"
                    data-field-part
                    aria-label={t.moveDown({ name: name(c.name) })}
                    isDisabled={ci === g.columns.length - 1}
                    onPress={() => setGroup(gi, { ...g, columns: move(g.columns, ci, 1) })}
                  >
                    ↓
                  </Button>
                </div>
              ))}
          </fieldset>
        ))}
      </div>
    </ModalDialog>
  );
}
