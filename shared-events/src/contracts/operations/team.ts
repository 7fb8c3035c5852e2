/** The operations of the api's `team` context (announcements, guest posts, help articles): method, path, request and reply schemas. */
import {
  ZAnnouncement,
  ZAnnouncementPage,
  ZAnnouncementReaders,
  ZGuestPost,
  ZGuestPostPage,
  ZPublicGuestPosts,
} from '../team';
import { ZHelpArticle, ZHelpArticleList, ZMarkdownPreview } from '../help';
import {
  ZAnnouncementListQuery,
  ZCreateAnnouncementBody,
  ZCreateGuestPostBody,
  ZCreateHelpArticleBody,
  ZHelpArticleQuery,
  ZPreviewMarkdownBody,
  ZUpdateHelpArticleBody,
  ZGuestPostListQuery,
  ZUpdateAnnouncementBody,
  ZUpdateGuestPostBody,
} from '../requests/team';
import * as route from './routes';

export const listGuestPosts = { ...route.listGuestPosts, query: ZGuestPostListQuery, reply: ZGuestPostPage } as const;
export const createGuestPost = { ...route.createGuestPost, body: ZCreateGuestPostBody, reply: ZGuestPost } as const;
export const updateGuestPost = { ...route.updateGuestPost, body: ZUpdateGuestPostBody, reply: ZGuestPost } as const;
export const deleteGuestPost = { ...route.deleteGuestPost } as const;
export const getPublicGuestPosts = { ...route.getPublicGuestPosts, reply: ZPublicGuestPosts } as const;

export const listAnnouncements = {
  ...route.listAnnouncements,
  query: ZAnnouncementListQuery,
  reply: ZAnnouncementPage,
} as const;
export const createAnnouncement = {
  ...route.createAnnouncement,
  body: ZCreateAnnouncementBody,
  reply: ZAnnouncement,
} as const;
export const getAnnouncement = { ...route.getAnnouncement, reply: ZAnnouncement } as const;
export const updateAnnouncement = {
  ...route.updateAnnouncement,
  body: ZUpdateAnnouncementBody,
  reply: ZAnnouncement,
} as const;
export const deleteAnnouncement = { ...route.deleteAnnouncement } as const;
export const readAnnouncement = { ...route.readAnnouncement, reply: ZAnnouncement } as const;
export const announcementReaders = { ...route.announcementReaders, reply: ZAnnouncementReaders } as const;

export const listHelpArticles = {
  ...route.listHelpArticles,
  query: ZHelpArticleQuery,
  reply: ZHelpArticleList,
} as const;
export const createHelpArticle = {
  ...route.createHelpArticle,
  body: ZCreateHelpArticleBody,
  reply: ZHelpArticle,
} as const;
export const updateHelpArticle = {
  ...route.updateHelpArticle,
  body: ZUpdateHelpArticleBody,
  reply: ZHelpArticle,
} as const;
export const deleteHelpArticle = { ...route.deleteHelpArticle } as const;
export const previewMarkdown = {
  ...route.previewMarkdown,
  body: ZPreviewMarkdownBody,
  reply: ZMarkdownPreview,
} as const;
