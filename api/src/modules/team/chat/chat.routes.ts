import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { singleImage, storeAttachedImage } from '../../identity/uploads';
import * as chat from './chat.service';

/** The team chat: channels, history paged backwards, posting, editing and deleting one's own, read cursors. */
export const chatRoutes = defineRoutes('chat', (r, deps) => {
  r.tenant(op.listChatChannels, { summary: "The caller's channels with their unread counts", apiKey: false }, (ctx) =>
    chat.listChannels(ctx),
  );
  r.tenant(op.listChatPeople, { summary: 'Colleagues one can write to or mention', apiKey: false }, (ctx) =>
    chat.listPeople(ctx),
  );
  r.tenant(op.openDirectChat, { summary: 'The direct channel with a colleague', apiKey: false }, (ctx, { body }) =>
    chat.openDirect(ctx, body.memberId),
  );
  r.tenant(
    op.listChatMessages,
    { summary: "A channel's history, newest first", apiKey: false },
    (ctx, { params, query }) => chat.listMessages(ctx, params.channelId, query),
  );
  r.tenant(op.postChatMessage, { summary: 'Write in a channel', apiKey: false }, async (ctx, { params, body }) =>
    created(await chat.postMessage(ctx, params.channelId, body)),
  );
  r.tenant(op.markChatRead, { summary: 'Read a channel up to a position', apiKey: false }, (ctx, { params, body }) =>
    chat.markRead(ctx, params.channelId, body.position),
  );
  r.tenant(op.editChatMessage, { summary: "Change one's own message", apiKey: false }, (ctx, { params, body }) =>
    chat.editMessage(ctx, params.messageId, body),
  );
  r.tenant(op.deleteChatMessage, { summary: "Delete one's own message", apiKey: false }, async (ctx, { params }) => {
    await chat.deleteMessage(ctx, params.messageId);
    return noContent();
  });
  r.tenant(
    op.uploadChatImage,
    {
      summary: 'Upload an image to attach to a message (JPEG, PNG or WebP, up to 5 MB)',
      consumes: 'multipart/form-data',
      before: [singleImage()],
      apiKey: false,
    },
    async (ctx, { req }) => created(await storeAttachedImage(ctx, deps.config.uploadDir, req.file?.buffer)),
  );
});
