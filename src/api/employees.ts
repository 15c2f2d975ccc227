import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../domain/contract.ts';
import * as api from '../domain/employees/contract.ts';
import { httpOf } from './client.ts';

/**
 * Employee calls of the browser (src/domain/employees/contract.ts): the page's queries and the
 * dialogs' writes. Every write invalidates `employeeKeys.all`.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (page: number, search: string) => [...employeeKeys.all, 'list', page, search] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
};

export const EMPLOYEE_PAGE_SIZE = 25;

export function employeesQuery(page: number, search: string) {
  return queryOptions({
    queryKey: employeeKeys.list(page, search),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(api.listEmployees, { query: { page, limit: EMPLOYEE_PAGE_SIZE, search: search || undefined }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** One employee with the partners assigned to them (the edit dialog's "Partner assignments"). */
export function employeeQuery(id: number) {
  return queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getEmployee, { params: { id }, signal }),
  });
}

/** Writes: each takes the app's QueryClient (`useQueryClient()`) and answers what the server answered. */
export const employeeCalls = {
  invite: (client: QueryClient, body: BodyOf<typeof api.inviteEmployee>) => httpOf(client).call(api.inviteEmployee, { body }),
  update: (client: QueryClient, id: number, body: BodyOf<typeof api.updateEmployee>) =>
    httpOf(client).call(api.updateEmployee, { params: { id }, body }),
  assignPartners: (client: QueryClient, body: BodyOf<typeof api.partnerManagements>) =>
    httpOf(client).call(api.partnerManagements, { body }),
};
