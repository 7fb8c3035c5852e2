export { APP_NAME, linkTo, loadBrand, messageLanguageOf, type Brand, type MessageLanguage } from './brand';
export { renderMessage, type RenderedMessage } from './render-message';
export type { MessageKind, TemplateData } from './registry';
export type { MessageAttachment } from './define-template';
