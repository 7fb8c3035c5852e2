/** What other features and the shell use of the team chat; the route table imports its page directly (lazily). */
export { ChatNavButton, CHAT_PAGE } from './ChatNavButton';
export { KitchenChatBanner } from './KitchenChatBanner';
export { MessageKitchenButton } from './MessageKitchenButton';
