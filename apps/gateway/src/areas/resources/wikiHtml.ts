// The school wiki's rich text, as the gateway keeps it: whatever a client sends, only the elements
// and attributes the editor makes survive (docs/security.md, "Rich text"). The body is then safe
// to show as HTML on any page of the organisation.
import { isHttpUrl, WIKI_LIMITS } from '@school-sports/domain';
import sanitizeHtml from 'sanitize-html';

/** Where the file store serves a file: the one address an image of an article may have. */
const STORED_IMAGE = /^\/api\/uc\/oss\/file\/([A-Za-z0-9-]{1,64})$/;

/** The file id an image address names, or null when it is not one of the store's addresses. */
export function storedImageId(src: string): string | null {
  return STORED_IMAGE.exec(src)?.[1] ?? null;
}

const RICH: sanitizeHtml.IOptions = {
  // The editor's blocks and marks; anything else is dropped, its text kept (script and style
  // elements lose their text too, sanitize-html's default for non-text tags).
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'br', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  // No scheme but http(s) on a link; an image's address is checked whole below.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
  ],
  transformTags: {
    // A link keeps an absolute http(s) address only (sanitize-html lets relative ones by), and
    // always opens apart from the back-office, which it may not reach back into.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = isHttpUrl(href)
        ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const kept: sanitizeHtml.Attributes = storedImageId(src) ? { src, alt: (attribs.alt ?? '').slice(0, 200) } : {};
      return { tagName, attribs: kept };
    },
  },
  // An image that is not the store's is dropped whole (a `data:` or outside address included).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// Block ends become spaces in the plain text, so that words of two paragraphs do not run together.
const BLOCK_END = /<\/(?:p|h2|h3|li|blockquote)>|<br\s*\/?>/gi;

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** An article's body as it is stored and shown, its plain text, and the stored images it shows. */
export interface SanitisedBody {
  html: string;
  text: string;
  imageIds: string[];
}

/** Keeps of `html` only the editor's elements and attributes (see {@link RICH}). */
export function sanitiseBody(html: string): SanitisedBody {
  const clean = sanitizeHtml(html, RICH);
  const imageIds = new Set<string>();
  for (const match of clean.matchAll(/<img src="\/api\/uc\/oss\/file\/([A-Za-z0-9-]+)"/g)) {
    if (match[1]) imageIds.add(match[1]);
  }
  const text = sanitizeHtml(
    clean.replace(BLOCK_END, (end) => `${end} `),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text, imageIds: [...imageIds].slice(0, WIKI_LIMITS.images + 1) };
}
