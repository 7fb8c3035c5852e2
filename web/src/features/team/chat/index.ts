/** What other features use of the team chat (the POS, the KDS); the route table imports its page and the navbar its button directly. */
export { KitchenChatBanner } from './KitchenChatBanner';
export { MessageKitchenButton } from './MessageKitchenButton';
