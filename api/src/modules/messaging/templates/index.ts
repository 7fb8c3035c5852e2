export { loadBrand, messageLanguageOf } from './brand';
export { renderMessage, type RenderedMessage } from './render-message';
export type { MessageKind, TemplateData } from './registry';
