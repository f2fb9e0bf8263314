import * as z from 'zod/mini';
import { fileIdList, withChecks } from '../schema.ts';
import { statusesOf } from '../status.ts';
import { notBlank, plainText, text } from '../text.ts';

/**
 * The bounds of a school wiki article. The title follows the product's list titles; tags are a few
 * short words a reader scans at a glance; the body is the editor's HTML, bounded well inside the
 * gateway's 1 MiB request limit (a long article of text and a few dozen images is some 50,000
 * characters of markup); attachments are the documents a teacher hands out with it.
 */
export const WIKI_LIMITS = {
  title: 50,
  tags: 5,
  tag: 10,
  body: 200_000,
  attachments: 10,
  images: 50,
} as const;

/** The states of an article: a draft only its organisation's staff see, or published. */
export const PUBLICATION_STATES = statusesOf('publication');

/** An article's publish state. */
export type PublicationState = (typeof PUBLICATION_STATES)[number];

const fileIds = fileIdList(WIKI_LIMITS.attachments, 'validation.wiki.attachment', 'validation.wiki.attachments');

const tag = withChecks(
  z.string({ error: 'validation.wiki.tag' }),
  z.trim(),
  z.minLength(1, { error: 'validation.wiki.tag', abort: true }),
  notBlank('validation.wiki.tag'),
  plainText(),
  z.maxLength(WIKI_LIMITS.tag, 'validation.wiki.tag'),
);

/**
 * An article's fields as its form sends them. The body is the editor's HTML: a multi-line text the
 * gateway sanitises to the editor's own elements before it stores it, whatever arrives here.
 */
export const articleFields = {
  title: text({
    max: WIKI_LIMITS.title,
    required: 'validation.wiki.titleRequired',
    lengthId: 'validation.wiki.titleLength',
  }),
  categoryId: withChecks(
    z.string({ error: 'validation.wiki.category' }),
    z.trim(),
    z.minLength(1, 'validation.wiki.category'),
    z.maxLength(64, 'validation.wiki.category'),
    plainText(),
  ),
  tags: z._default(
    withChecks(
      z.array(tag, { error: 'validation.wiki.tag' }),
      z.maxLength(WIKI_LIMITS.tags, 'validation.wiki.tags'),
      z.refine((tags: string[]) => new Set(tags).size === tags.length, 'validation.wiki.tagTwice'),
    ),
    [],
  ),
  status: z._default(
    z.enum(PUBLICATION_STATES as ['draft', 'published'], { error: 'validation.status.value' }),
    'draft',
  ),
  body: text({ max: WIKI_LIMITS.body, multiline: true, raw: true, lengthId: 'validation.wiki.bodyLength' }),
  attachmentIds: z._default(fileIds, []),
};

/** An article's form: {@link articleFields}. */
export const articleSchema = z.object(articleFields);

// Letters and digits of any script are what a search matches; punctuation and white space separate.
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * A text as the wiki's search reads it: compatibility forms folded (full-width letters, digits),
 * lower case, runs of anything but letters and digits one space.
 */
export function searchNormalised(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(SEPARATORS, ' ').trim();
}

/**
 * The distinct two-character pieces of a normalised text, within its words (a piece never spans a
 * space): what the wiki indexes, so that any search of two characters or more finds its article
 * through the pieces it is made of. A one-character word is its own piece.
 */
export function searchBigrams(normalised: string): string[] {
  const grams = new Set<string>();
  for (const word of normalised.split(' ')) {
    const chars = Array.from(word);
    if (chars.length === 1) grams.add(word);
    for (let at = 0; at + 1 < chars.length; at += 1) grams.add(`${chars[at]}${chars[at + 1]}`);
  }
  grams.delete('');
  return [...grams];
}
