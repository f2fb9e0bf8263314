// The school wiki (issue 47): the `wikiManagement/schoolWiki` screen of the k12, nf and gx frames.
// Articles in rich text filed under the resource categories, with tags, images, attachments and a
// publish state; the gateway sanitises the body and searches title, tags and text by any two or
// more characters.
import { articleFields, PUBLICATION_STATES } from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, optionalRecordId, recordId } from './fields.ts';
import { storedFile } from './files.ts';
import * as call from './screen.ts';

/** An article's publish state: a draft or published. */
export const articleStatus = z.enum(PUBLICATION_STATES as ['draft', 'published'], {
  error: 'validation.status.value',
});

/** An article as the list and its export show it. */
export const articleRow = z.object({
  articleId: z.string(),
  title: z.string(),
  categoryId: z.string(),
  /** The category's path from the top (`田径 / 短跑`). */
  categoryName: z.string(),
  tags: z.array(z.string()),
  status: articleStatus,
  createdAt: z.string(),
  /** When it was last published, or null for a draft never published. */
  publishedAt: z.nullable(z.string()),
});

/** An article as its form and its reading show it: the row, the sanitised body and its files. */
export const articleRecord = z.object({
  ...articleRow.shape,
  body: z.string(),
  attachments: z.array(storedFile),
});

const wikiScreen = call.screen(
  'article',
  'wikiManagement/schoolWiki',
  { articleId: recordId('wiki.notFound') },
  'wiki',
);

/** `GET /api/busi/web/wiki/page`: a page of the organisation's articles. */
export const articlePage = call.page(
  wikiScreen,
  {
    keyword: keywordInput(30),
    categoryId: z.optional(optionalRecordId('category.notFound')),
    status: z.optional(articleStatus),
  },
  articleRow,
  'A page of the organisation’s wiki articles, searched in title, tags and text by any two or more characters, by category (its subcategories included) and publish state',
  ['title', 'status', 'createdAt', 'publishedAt'],
);

/** Every article the list finds with the same filters, streamed for its export. */
export const articleExport = call.exported(wikiScreen, articlePage);

/** `GET /api/busi/web/wiki/detail`: one article with its body and attachments. */
export const articleDetail = call.detail(wikiScreen, articleRecord, 'One wiki article with its sanitised body');

/** `POST /api/busi/web/wiki/add`: a new article. */
export const articleAdd = call.add(
  wikiScreen,
  articleFields,
  'Add a wiki article; the body keeps only the editor’s elements, its images and attachments are the organisation’s uploads',
);

/** `POST /api/busi/web/wiki/edit`: an article changed. */
export const articleEdit = call.edit(wikiScreen, articleFields, 'Edit a wiki article, sanitised as when added');

/** `POST /api/busi/web/wiki/status`: an article published or taken back to a draft. */
export const articleSetStatus = call.setStatus(
  wikiScreen,
  articleStatus,
  'Publish an article or take it back to draft',
);

/** `POST /api/busi/web/wiki/delete`: an article deleted, with its images and attachments. */
export const articleDelete = call.remove(wikiScreen, 'Delete a wiki article with its images and attachments');
