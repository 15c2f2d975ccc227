import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../api/http.ts';
import { getCreative, listCreatives } from '../../../domain/offer-assets/creatives.ts';
import { listEvents, listOfferEvents } from '../../../domain/offer-assets/events.ts';
import { getGroup, listGroups } from '../../../domain/offer-assets/groups.ts';
import { getQuestionnaire, listQuestionnaires } from '../../../domain/offer-assets/questionnaires.ts';
import { getGlobalPostback, getTracking } from '../../../domain/offer-assets/tracking.ts';

/** queryOptions of the offer-asset pages; each write invalidates its kind's root key. */
export const assetKeys = {
  groups: ['offer-groups'] as const,
  questionnaires: ['questionnaires'] as const,
  creatives: ['creatives'] as const,
  events: ['conversion-events'] as const,
  tracking: ['offer-tracking'] as const,
};

type Page = { page: number; search: string };
const pageQuery = ({ page, search }: Page) => ({ page, limit: 25, search: search || undefined });

export const groupsQuery = (http: HttpClient, p: Page) =>
  queryOptions({
    queryKey: [...assetKeys.groups, 'list', p],
    queryFn: ({ signal }) => http.call(listGroups, { query: pageQuery(p), signal }),
    placeholderData: (x) => x,
  });
export const groupQuery = (http: HttpClient, id: number) =>
  queryOptions({ queryKey: [...assetKeys.groups, id], queryFn: ({ signal }) => http.call(getGroup, { params: { groupId: id }, signal }) });

export const questionnairesQuery = (http: HttpClient, p: Page) =>
  queryOptions({
    queryKey: [...assetKeys.questionnaires, 'list', p],
    queryFn: ({ signal }) => http.call(listQuestionnaires, { query: pageQuery(p), signal }),
    placeholderData: (x) => x,
  });
export const questionnaireQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [...assetKeys.questionnaires, id],
    queryFn: ({ signal }) => http.call(getQuestionnaire, { params: { questionnaireId: id }, signal }),
  });

export const creativesQuery = (http: HttpClient, p: Page) =>
  queryOptions({
    queryKey: [...assetKeys.creatives, 'list', p],
    queryFn: ({ signal }) => http.call(listCreatives, { query: pageQuery(p), signal }),
    placeholderData: (x) => x,
  });
export const creativeQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [...assetKeys.creatives, id],
    queryFn: ({ signal }) => http.call(getCreative, { params: { creativeId: id }, signal }),
  });

export const eventsQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [...assetKeys.events, 'list'], queryFn: ({ signal }) => http.call(listEvents, { signal }) });
export const offerEventsQuery = (http: HttpClient, offerId: number) =>
  queryOptions({
    queryKey: [...assetKeys.events, 'offer', offerId],
    queryFn: ({ signal }) => http.call(listOfferEvents, { query: { offer_id: offerId }, signal }),
  });

export const trackingQuery = (http: HttpClient, offerId: number) =>
  queryOptions({
    queryKey: [...assetKeys.tracking, offerId],
    queryFn: ({ signal }) => http.call(getTracking, { query: { offer_id: offerId }, signal }),
  });
export const globalPostbackQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [...assetKeys.tracking, 'global'], queryFn: ({ signal }) => http.call(getGlobalPostback, { signal }) });
