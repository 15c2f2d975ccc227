import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { FullLevels } from '../../domain/employees/levels.ts';
import { MODULES_IN_DISPLAY_ORDER } from '../../domain/employees/levels.ts';
import type { Level } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './employees.css.ts';
import { LEVEL } from '../../domain/permissions.ts';

const CHOICES: readonly { level: Level; key: 'none' | 'read' | 'full' }[] = [
  { level: 0, key: 'none' },
  { level: LEVEL.read, key: 'read' },
  { level: LEVEL.full, key: 'full' },
];

/** One radio group per module (0 / 2 / 15) in the display order 7,1,2,3,4,5,6,10,11,8,9. */
export function LevelsGrid({
  value,
  onChange,
  isDisabled,
}: {
  value: FullLevels;
  onChange: (next: FullLevels) => void;
  isDisabled: boolean;
}) {
  const { LL } = useI18n();
  return (
    <fieldset className={css.levels} disabled={isDisabled}>
      <legend>{LL.employees.permissions()}</legend>
      {isDisabled && <p className={css.hint}>{LL.employees.levelsHint()}</p>}
      {MODULES_IN_DISPLAY_ORDER.map((module) => (
        <RadioGroup
          key={module}
          orientation="horizontal"
          className={css.levelRow}
          value={String(value[module])}
          isDisabled={isDisabled}
          onChange={(v) => onChange({ ...value, [module]: Number(v) as Level })}
        >
          <Label className={css.levelLabel}>{LL.employees.modules[module]()}</Label>
          {CHOICES.map((c) => (
            <Radio key={c.level} value={String(c.level)} className={css.radio}>
              {LL.employees.levels[c.key]()}
            </Radio>
          ))}
        </RadioGroup>
      ))}
    </fieldset>
  );
}
