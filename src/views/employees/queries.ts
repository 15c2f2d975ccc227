import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../api/http.ts';
import { getEmployee, listEmployees } from '../../domain/employees/contract.ts';

/** queryOptions of the employee page; every write invalidates `employeeKeys.all`. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (page: number, search: string) => [...employeeKeys.all, 'list', page, search] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
};

export const EMPLOYEE_PAGE_SIZE = 25;

export function employeesQuery(http: HttpClient, page: number, search: string) {
  return queryOptions({
    queryKey: employeeKeys.list(page, search),
    queryFn: ({ signal }) => http.call(listEmployees, { query: { page, limit: EMPLOYEE_PAGE_SIZE, search: search || undefined }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** One employee with the partners assigned to them (the edit dialog's "Partner assignments"). */
export function employeeQuery(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => http.call(getEmployee, { params: { id }, signal }),
  });
}
