import * as api from '../../src/domain/agencies/contract.ts';
import { AGENCY_CONTRACT_STATUSES } from '../../src/domain/agencies/enums.ts';
import { route, type Feature } from '../http/route.ts';
import { changeAgencyContract, contractDto, createAgencyContract, loadStored, updateAgencyContract } from './contracts.ts';
import { refuse } from './errors.ts';
import { listAgencyContracts } from './list.ts';

/** Agency-contract routes (src/domain/agencies/contract.ts); the reminder and expiry job is in server/jobs/list.ts. */
export const registerAgencyRoutes: Feature = (app) => {
  route(app, api.listAgencyContracts, async ({ db, user, query }) => listAgencyContracts(db, user.brandId, query));
  route(app, api.getAgencyContract, async ({ db, user, params }) => {
    const c = await loadStored(db, user.brandId, params.agencyContractId);
    if (!c) throw refuse('contract_not_found');
    return contractDto(db, c);
  });
  route(app, api.createAgencyContract, async ({ db, user, body }) =>
    contractDto(db, await createAgencyContract(db, user.brandId, body, user.userId)),
  );
  route(app, api.updateAgencyContract, async ({ db, user, params, body }) =>
    contractDto(db, await updateAgencyContract(db, user.brandId, params.agencyContractId, body)),
  );
  route(app, api.changeAgencyContractStatus, async ({ db, user, params, body }) =>
    contractDto(db, await changeAgencyContract(db, user.brandId, params.agencyContractId, body.action)),
  );
  // the palette's entity search: by contract id, agency id or agency name (decision 028's tuples)
  route(app, api.agencyContractIndex, async ({ db, user }) => {
    const { rows } = await db.query<[number, string, number, number]>({
      text: `SELECT c.id::int, a.name, a.id::int, array_position($3::text[], c.status)::int - 1
               FROM agency_contracts c JOIN agencies a ON a.id = c.agency_id WHERE c.brand_id = $1 ORDER BY c.id DESC LIMIT $2`,
      values: [user.brandId, api.AGENCY_CONTRACT_INDEX_MAX + 1, AGENCY_CONTRACT_STATUSES],
      rowMode: 'array',
    });
    return { items: rows.slice(0, api.AGENCY_CONTRACT_INDEX_MAX), truncated: rows.length > api.AGENCY_CONTRACT_INDEX_MAX };
  });
};
