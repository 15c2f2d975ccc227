import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { agencyCalls, agencyToken } from '../../api/agency-inside.ts';
import { isApiError } from '../../api/api-error.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { AGENCY_LOGIN_PATH, type AgencyBrandsView } from '../../commands/agency-inside.ts';
import type { AgencyBrand } from '../../domain/agencies/inside-contract.ts';
import { LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { errorText } from '../../i18n/translate.ts';
import { LazyModalDialog } from '../app/LazyModalDialog.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useRuntime } from '../app/runtime.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Button } from '../system/Button.tsx';
import * as css from './agency.css.ts';
import * as auth from './auth.css.ts';

const levelName = (level: number): 'read' | 'full' => (level >= LEVEL.full ? 'full' : 'read');

/**
 * The agency's brands (spec 1 §4's agency interface; decision 077): the brands its agency holds a
 * contract in force with — contract, end date, module levels — and, after a confirmation, entering
 * one. Entering ends the agency session in this tab and reloads into the brand as the agency.
 */
export function AgencyBrandsPage() {
  const { LL } = useI18n();
  const t = LL.agencies.inside;
  const fmt = useFormat({ zone: 'browser' });
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const signedIn = agencyToken.get() !== null;
  const me = useQuery({ queryKey: ['agencyInside', 'me'], queryFn: agencyCalls.me, enabled: signedIn, retry: false });
  const brands = useQuery({ queryKey: ['agencyInside', 'brands'], queryFn: agencyCalls.brands, enabled: signedIn, retry: false });
  const [asked, setAsked] = useState<AgencyBrand | null>(null);
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useCallback(() => void agencyCalls.logout().then(() => navigate(AGENCY_LOGIN_PATH)), [navigate]);
  const view = useMemo<AgencyBrandsView>(
    () => ({
      brands: (brands.data ?? []).map((b) => ({ contractId: b.contract_id, name: b.company_name })),
      askEnter: (contractId) => setAsked(brands.data?.find((b) => b.contract_id === contractId) ?? null),
      signOut,
    }),
    [brands.data, signOut],
  );
  useViewCommands(signedIn ? viewCommands.agencyBrands : null, view);

  const failed = me.error ?? brands.error;
  if (!signedIn || (isApiError(failed) && failed.status === 401)) {
    return (
      <div className={css.page}>
        <h1 className={css.title}>{t.brandsTitle()}</h1>
        <p className={css.muted}>{t.signedOut()}</p>
        <Button tone="primary" onPress={() => navigate(AGENCY_LOGIN_PATH)}>
          {t.signInTitle()}
        </Button>
      </div>
    );
  }
  const enter = (b: AgencyBrand) => {
    setEntering(true);
    agencyCalls.enter(b.contract_id, runtime.tokens).then(
      // a fresh page: the app starts on the stored brand session, as after a reload
      () => window.location.assign('/'),
      (err: unknown) => {
        setEntering(false);
        setError(isApiError(err) ? err.code : 'errorOccurred');
      },
    );
  };
  return (
    <div className={css.page}>
      <div className={css.head}>
        <h1 className={css.title}>{t.brandsTitle()}</h1>
        <Button onPress={signOut}>{t.signOut()}</Button>
      </div>
      {me.data && (
        <>
          <p className={css.muted}>{t.brandsIntro({ agency: me.data.agency_name })}</p>
          <p className={css.muted}>{t.signedInAs({ email: me.data.email })}</p>
        </>
      )}
      {error && (
        <p role="alert" className={auth.alert}>
          {errorText(LL, error)}
        </p>
      )}
      {brands.data && brands.data.length === 0 && <p role="status">{t.empty()}</p>}
      {brands.data && brands.data.length > 0 && (
        <ul className={css.list} aria-label={t.table()}>
          {brands.data.map((b) => (
            <li key={b.contract_id} className={css.brand}>
              <h2 className={css.brandName}>{b.company_name}</h2>
              <dl className={css.facts}>
                <dt className={css.term}>{t.columns.contract()}</dt>
                <dd className={css.value}>{t.contractNo({ id: b.contract_id })}</dd>
                <dt className={css.term}>{t.columns.ends()}</dt>
                <dd className={css.value}>{b.end_at ? fmt.dateTime(b.end_at) : t.openEnded()}</dd>
                <dt className={css.term}>{t.columns.levels()}</dt>
                <dd className={css.value}>
                  {b.permissions
                    .filter((p) => p.level > 0)
                    .map((p) => `${LL.employees.modules[p.module]()}: ${LL.agencies.levels[levelName(p.level)]()}`)
                    .join(' · ')}
                </dd>
              </dl>
              <div>
                <Button tone="primary" onPress={() => setAsked(b)}>
                  {t.enter({ brand: b.company_name })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LazyModalDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        role="alertdialog"
        size="sm"
        title={asked ? t.confirmTitle({ brand: asked.company_name }) : ''}
        actions={({ close }) => (
          <>
            <Button onPress={close}>{LL.common.cancel()}</Button>
            <Button tone="primary" autoFocus isPending={entering} onPress={() => asked && enter(asked)}>
              {t.confirm()}
            </Button>
          </>
        )}
      >
        {asked ? t.confirmBody({ brand: asked.company_name, id: asked.contract_id }) : ''}
      </LazyModalDialog>
    </div>
  );
}
