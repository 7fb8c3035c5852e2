/** The operations of the api's team `chat` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZChatChannel,
  ZChatChannelList,
  ZChatImage,
  ZChatMessage,
  ZChatMessagePage,
  ZChatPeople,
  ZChatReadCursor,
} from '../chat';
import {
  ZChatHistoryQuery,
  ZEditChatMessageBody,
  ZMarkChatReadBody,
  ZOpenDirectChatBody,
  ZPostChatMessageBody,
} from '../requests/chat';
import * as route from './routes';

export const listChatChannels = { ...route.listChatChannels, reply: ZChatChannelList } as const;
export const listChatPeople = { ...route.listChatPeople, reply: ZChatPeople } as const;
export const openDirectChat = { ...route.openDirectChat, body: ZOpenDirectChatBody, reply: ZChatChannel } as const;
export const listChatMessages = {
  ...route.listChatMessages,
  query: ZChatHistoryQuery,
  reply: ZChatMessagePage,
} as const;
export const postChatMessage = { ...route.postChatMessage, body: ZPostChatMessageBody, reply: ZChatMessage } as const;
export const markChatRead = { ...route.markChatRead, body: ZMarkChatReadBody, reply: ZChatReadCursor } as const;
export const editChatMessage = { ...route.editChatMessage, body: ZEditChatMessageBody, reply: ZChatMessage } as const;
export const deleteChatMessage = { ...route.deleteChatMessage } as const;
export const uploadChatImage = { ...route.uploadChatImage, reply: ZChatImage } as const;
