import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../domain/contract.ts';
import * as creatives from '../domain/offer-assets/creatives.ts';
import * as events from '../domain/offer-assets/conversion-events.ts';
import * as groups from '../domain/offer-assets/groups.ts';
import * as questionnaires from '../domain/offer-assets/questionnaires.ts';
import * as tracking from '../domain/offer-assets/tracking.ts';
import { httpOf } from './client.ts';

/**
 * Offer-asset calls of the browser (src/domain/offer-assets/: groups, questionnaires, creatives,
 * conversion events, tracking settings): keys, queryOptions and writes. Each write invalidates its
 * kind's root key (`assetKeys.<kind>`). Writes take the app's QueryClient (`useQueryClient()`).
 */
export const assetKeys = {
  groups: ['offer-groups'] as const,
  questionnaires: ['questionnaires'] as const,
  creatives: ['creatives'] as const,
  events: ['conversion-events'] as const,
  tracking: ['offer-tracking'] as const,
};

export type AssetPage = { page: number; search: string };
const pageQuery = ({ page, search }: AssetPage) => ({ page, limit: 25, search: search || undefined });

export const groupsQuery = (p: AssetPage) =>
  queryOptions({
    queryKey: [...assetKeys.groups, 'list', p],
    queryFn: ({ client, signal }) => httpOf(client).call(groups.listGroups, { query: pageQuery(p), signal }),
    placeholderData: (prev) => prev,
  });
export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: [...assetKeys.groups, id],
    queryFn: ({ client, signal }) => httpOf(client).call(groups.getGroup, { params: { groupId: id }, signal }),
  });
/** Every group as an option (the offer list's group filter). */
export const groupOptionsQuery = () =>
  queryOptions({
    queryKey: [...assetKeys.groups, 'options'],
    queryFn: ({ client, signal }) => httpOf(client).call(groups.groupOptions, { query: {}, signal }),
    staleTime: 60_000,
  });
export const questionnairesQuery = (p: AssetPage) =>
  queryOptions({
    queryKey: [...assetKeys.questionnaires, 'list', p],
    queryFn: ({ client, signal }) => httpOf(client).call(questionnaires.listQuestionnaires, { query: pageQuery(p), signal }),
    placeholderData: (prev) => prev,
  });
export const questionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: [...assetKeys.questionnaires, id],
    queryFn: ({ client, signal }) => httpOf(client).call(questionnaires.getQuestionnaire, { params: { questionnaireId: id }, signal }),
  });
export const creativesQuery = (p: AssetPage) =>
  queryOptions({
    queryKey: [...assetKeys.creatives, 'list', p],
    queryFn: ({ client, signal }) => httpOf(client).call(creatives.listCreatives, { query: pageQuery(p), signal }),
    placeholderData: (prev) => prev,
  });
export const creativeQuery = (id: number) =>
  queryOptions({
    queryKey: [...assetKeys.creatives, id],
    queryFn: ({ client, signal }) => httpOf(client).call(creatives.getCreative, { params: { creativeId: id }, signal }),
  });
/** A creative's preview link; a new `updatedAt` asks for a new one. */
export const creativePreviewQuery = (id: number, updatedAt: string) =>
  queryOptions({
    queryKey: [...assetKeys.creatives, id, 'preview', updatedAt],
    queryFn: ({ client, signal }) => httpOf(client).call(creatives.creativePreview, { params: { creativeId: id }, signal }),
    staleTime: 60_000,
  });
export const conversionEventsQuery = () =>
  queryOptions({
    queryKey: [...assetKeys.events, 'list'],
    queryFn: ({ client, signal }) => httpOf(client).call(events.listConversionEvents, { signal }),
  });
export const offerConversionEventsQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...assetKeys.events, 'offer', offerId],
    queryFn: ({ client, signal }) => httpOf(client).call(events.listOfferEvents, { query: { offer_id: offerId }, signal }),
  });
export const trackingQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...assetKeys.tracking, offerId],
    queryFn: ({ client, signal }) => httpOf(client).call(tracking.getTracking, { query: { offer_id: offerId }, signal }),
  });
export const globalPostbackQuery = () =>
  queryOptions({
    queryKey: [...assetKeys.tracking, 'global'],
    queryFn: ({ client, signal }) => httpOf(client).call(tracking.getGlobalPostback, { signal }),
  });

type Q = QueryClient;
export const groupCalls = {
  create: (c: Q, body: BodyOf<typeof groups.createGroup>) => httpOf(c).call(groups.createGroup, { body }),
  update: (c: Q, groupId: number, body: BodyOf<typeof groups.updateGroup>) =>
    httpOf(c).call(groups.updateGroup, { params: { groupId }, body }),
  remove: (c: Q, groupId: number) => httpOf(c).call(groups.deleteGroup, { params: { groupId } }),
};
export const questionnaireCalls = {
  create: (c: Q, body: BodyOf<typeof questionnaires.createQuestionnaire>) => httpOf(c).call(questionnaires.createQuestionnaire, { body }),
  update: (c: Q, questionnaireId: number, body: BodyOf<typeof questionnaires.updateQuestionnaire>) =>
    httpOf(c).call(questionnaires.updateQuestionnaire, { params: { questionnaireId }, body }),
  remove: (c: Q, questionnaireId: number) => httpOf(c).call(questionnaires.deleteQuestionnaire, { params: { questionnaireId } }),
};
export const creativeCalls = {
  create: (c: Q, body: BodyOf<typeof creatives.createCreative>) => httpOf(c).call(creatives.createCreative, { body }),
  update: (c: Q, creativeId: number, body: BodyOf<typeof creatives.updateCreative>) =>
    httpOf(c).call(creatives.updateCreative, { params: { creativeId }, body }),
  remove: (c: Q, creativeId: number) => httpOf(c).call(creatives.deleteCreative, { params: { creativeId } }),
};
export const conversionEventCalls = {
  create: (c: Q, body: BodyOf<typeof events.createConversionEvent>) => httpOf(c).call(events.createConversionEvent, { body }),
  update: (c: Q, eventId: number, body: BodyOf<typeof events.updateConversionEvent>) =>
    httpOf(c).call(events.updateConversionEvent, { params: { eventId }, body }),
  remove: (c: Q, eventId: number) => httpOf(c).call(events.deleteConversionEvent, { params: { eventId } }),
  saveForOffer: (c: Q, body: BodyOf<typeof events.saveOfferEvents>) => httpOf(c).call(events.saveOfferEvents, { body }),
};
export const trackingCalls = {
  save: (c: Q, body: BodyOf<typeof tracking.saveTracking>) => httpOf(c).call(tracking.saveTracking, { body }),
  rotateGlobalPostback: (c: Q) => httpOf(c).call(tracking.rotateGlobalPostback),
};
