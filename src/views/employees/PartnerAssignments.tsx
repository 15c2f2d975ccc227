import { useI18n } from '../../i18n/runtime.ts';
import { TextField } from '../system/TextField.tsx';
import * as css from './employees.css.ts';
import { MAX_PARTNER_IDS } from './partnerIds.ts';

/**
 * Partner ids of an employee who does not see all partners, typed as a comma list (partners become
 * entities with a picker in a later issue). Shown only while the all-partner flag is off.
 */
export function PartnerAssignments(props: {
  value: string;
  onChange: (text: string) => void;
  loading: boolean;
  loadFailed: boolean;
  error?: string;
  autoFocus?: boolean;
}) {
  const { LL } = useI18n();
  return (
    <>
      <TextField
        label={LL.employees.partnerIds()}
        description={LL.employees.partnerIdsHint({ max: MAX_PARTNER_IDS })}
        placeholder="101, 205, 3070"
        value={props.value}
        onChange={props.onChange}
        errorMessage={props.error}
        autoFocus={props.autoFocus}
        // until the current assignments arrive, typing would be overwritten by them
        isDisabled={props.loading}
        multiline
      />
      {props.loading && <p className={css.hint}>{LL.employees.partnerIdsLoading()}</p>}
      {props.loadFailed && (
        <p role="alert" className={css.error}>
          {LL.employees.partnerIdsLoadFailed()}
        </p>
      )}
    </>
  );
}
