import type { AgencyContractDto } from '../../../src/domain/agencies/contract.ts';
import type { AgencyContractStatus } from '../../../src/domain/agencies/enums.ts';
import { levelsInDisplayOrder } from '../../../src/domain/agencies/levels.ts';
import { agencyContractActions } from '../../../src/machines/agency-contract.ts';

/**
 * Test support: a fake agency-contracts API keeping contracts as the server does — the status moves
 * as the agency-contract machine says (409 status_not_allowed otherwise), drafts get the next id — and
 * recording every call with its body.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const party = (id: number, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@agency.test`,
  phone: '+84 28 1',
  phone_prefix: '+84',
  avatar: null,
});

export function agencyContract(id: number, agency: string, status: AgencyContractStatus): AgencyContractDto {
  return {
    id,
    status,
    agency: party(100 + id, agency),
    brand: party(1, 'Demo Brand'),
    author_id: 1,
    fee_type: 'both',
    retainer_fee: '2000.00',
    retainer_due_day: 5,
    retainer_month_end: false,
    retainer_frequency: 'monthly',
    performance_fee_percent: '8.00',
    duration_id: 4,
    start_at: '2026-10-01T00:00:00.000Z',
    end_at: '2027-10-01T00:00:00.000Z',
    terms: 'Runs the programme.',
    update_notice: '',
    permissions: levelsInDisplayOrder({ report: 2, offers: 15 }),
    is_enable_view_contract: true,
    files: [],
    created_at: '2026-09-20T00:00:00.000Z',
    sent_at: null,
    signed_at: null,
    termination_requested_at: null,
    terminated_at: null,
    ended_by: null,
  };
}

const NEXT: Record<string, AgencyContractStatus> = { send: 'sent', cancel: 'rejected', terminate: 'terminated', keep: 'approved' };

export function agencyContractRoutes(contracts: AgencyContractDto[]) {
  const calls: { key: string; body: unknown }[] = [];
  const handle = (url: URL, init: RequestInit): Response => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key: `${method} ${url.pathname}`, body });
    const [, , , idText, tail] = url.pathname.split('/');
    const found = contracts.find((c) => c.id === Number(idText));
    if (!idText && method === 'GET') {
      const rows = contracts.map(({ id, status, agency, fee_type, retainer_fee, performance_fee_percent, start_at, end_at }) => ({
        id,
        status,
        agency,
        fee_type,
        retainer_fee,
        performance_fee_percent,
        start_at,
        end_at,
      }));
      return json(200, { data: { items: rows, paging: { current_page: 1, limit: 25, total_row: rows.length, total_page: 1 } } });
    }
    if (!idText && method === 'POST') {
      const made = { ...agencyContract(Math.max(0, ...contracts.map((c) => c.id)) + 1, `Agency ${body.agency_id}`, 'pending') };
      contracts.unshift(made);
      return json(200, { data: made });
    }
    if (!found) return json(404, { message: 'not found', code: 'contract_not_found', errors: [] });
    if (tail === 'status') {
      if (!(agencyContractActions(found.status) as string[]).includes(body.action))
        return json(409, { message: 'refused', code: 'status_not_allowed', errors: [] });
      found.status = NEXT[body.action]!;
      return json(200, { data: found });
    }
    return json(200, { data: found });
  };
  return { calls, handle };
}
