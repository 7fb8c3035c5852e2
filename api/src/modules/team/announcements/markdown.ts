import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What a post may contain once rendered: text formatting, lists, tables, quotes, code, links and
 * pictures. No script, style, iframe, form, event handler or `javascript:` link survives, whatever
 * the Markdown holds (raw HTML in Markdown passes through `marked`, so the sanitiser decides).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    // target and rel are the ones transformTags sets (a post's own are replaced).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Pictures from the restaurant's uploads (relative) or an https address.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Links leave the app in a new tab and give the page they open no handle on it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** A post's Markdown as HTML safe to insert in a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}

/** The opening of a rendered post as plain text, for a notification (tags dropped, spaces folded). */
export function excerptOf(html: string, length = 400): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
