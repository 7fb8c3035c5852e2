/** The operations of the api's `checklists` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZChecklist, ZChecklistList, ZChecklistTemplate, ZChecklistTemplateList, ZFoodSafetyLog } from '../checklists';
import {
  ZChecklistListQuery,
  ZCreateChecklistTemplateBody,
  ZFoodSafetyLogQuery,
  ZFoodSafetyPdfQuery,
  ZRecordChecklistItemBody,
  ZUpdateChecklistTemplateBody,
} from '../requests/checklists';
import * as route from './routes';

export const listChecklistTemplates = { ...route.listChecklistTemplates, reply: ZChecklistTemplateList } as const;
export const createChecklistTemplate = {
  ...route.createChecklistTemplate,
  body: ZCreateChecklistTemplateBody,
  reply: ZChecklistTemplate,
} as const;
export const updateChecklistTemplate = {
  ...route.updateChecklistTemplate,
  body: ZUpdateChecklistTemplateBody,
  reply: ZChecklistTemplate,
} as const;
export const deleteChecklistTemplate = { ...route.deleteChecklistTemplate } as const;
export const listChecklists = { ...route.listChecklists, query: ZChecklistListQuery, reply: ZChecklistList } as const;
export const getChecklist = { ...route.getChecklist, reply: ZChecklist } as const;
export const recordChecklistItem = {
  ...route.recordChecklistItem,
  body: ZRecordChecklistItemBody,
  reply: ZChecklist,
} as const;
export const getFoodSafetyLog = {
  ...route.getFoodSafetyLog,
  query: ZFoodSafetyLogQuery,
  reply: ZFoodSafetyLog,
} as const;
export const getFoodSafetyLogPdf = { ...route.getFoodSafetyLogPdf, query: ZFoodSafetyPdfQuery } as const;
