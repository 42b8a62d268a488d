/**
 * An employer's job description, cleaned before it is stored (docs/data-layer.md: descriptions
 * are stored as sanitised HTML). sanitize-html parses the markup as a browser would; the tags
 * are the ones the job page allows (pages/jobs/job-html.ts applies the same list again when
 * rendering). b and i are read as strong and em, as ATS exports often carry them.
 */
import sanitizeHtml from 'sanitize-html';

const DESCRIPTION_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: {},
  // Text inside a removed tag is kept, but not the text of elements that are code or styling.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: { b: 'strong', i: 'em', h1: 'p', h2: 'p', h3: 'p', h4: 'p', div: 'p' },
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** What a reader sees of it: a description that is only tags and spaces says nothing. */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
