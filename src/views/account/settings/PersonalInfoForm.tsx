import type { Me } from '../../../domain/auth/contract.ts';
import { GENDERS, type Gender } from '../../../domain/profile/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import * as css from './settings.css.ts';
import { useSettingsForm } from './useSettingsForm.ts';

/** Personal info of the signed-in user (every role, own row only). The email is read-only (spec 1 §5). */
export function PersonalInfoForm({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const { LL } = useI18n();
  const f = useSettingsForm(
    {
      first_name: me.first_name,
      last_name: me.last_name,
      phone: me.phone,
      // stored empty → shows the fallback; saving it unchanged stores the same value
      business_email: me.business_email,
      business_phone: me.business_phone,
      gender: me.gender as Gender | null,
    },
    (v) => ({ kind: 'basic', body: v }),
    onDirtyChange,
  );
  const F = LL.account.fields;
  return (
    <form className={css.form} onSubmit={(e) => (e.preventDefault(), f.save())} aria-label={LL.account.tabs.personal()}>
      <AvatarUpload me={me} />
      <TextField label={F.email()} value={me.email} isReadOnly description={F.emailReadOnly()} />
      <div className={css.row}>
        <TextField
          label={F.firstName()}
          value={f.values.first_name}
          onChange={(v) => f.set('first_name', v)}
          errorMessage={f.errors.first_name}
          isRequired
        />
        <TextField
          label={F.lastName()}
          value={f.values.last_name}
          onChange={(v) => f.set('last_name', v)}
          errorMessage={f.errors.last_name}
          isRequired
        />
      </div>
      <div className={css.row}>
        <TextField
          label={F.phone()}
          type="tel"
          value={f.values.phone}
          onChange={(v) => f.set('phone', v)}
          errorMessage={f.errors.phone}
          isRequired
        />
        <Select
          label={F.gender()}
          options={GENDERS.map((g) => ({ id: g, label: LL.account.genders[g]() }))}
          selectedKey={f.values.gender}
          onSelectionChange={(k) => f.set('gender', k as Gender)}
          errorMessage={f.errors.gender}
        />
      </div>
      <div className={css.row}>
        <TextField
          label={F.businessEmail()}
          type="email"
          value={f.values.business_email}
          onChange={(v) => f.set('business_email', v)}
          errorMessage={f.errors.business_email}
        />
        <TextField
          label={F.businessPhone()}
          type="tel"
          value={f.values.business_phone}
          onChange={(v) => f.set('business_phone', v)}
          errorMessage={f.errors.business_phone}
        />
      </div>
      <Toolbar
        actions={
          <Button tone="primary" type="submit" isDisabled={!f.dirty || f.saving}>
            {LL.common.save()}
          </Button>
        }
      />
    </form>
  );
}
