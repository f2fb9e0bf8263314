// The `menu` rows of the web and the mobile catalogues are made alike: a row's place among its
// siblings gives its sort number, and its three names fill the three name columns.
import type { Frame } from '../organisation.ts';

/** One row of the `menu` table. */
export interface CatalogueEntry {
  id: string;
  /** A web frame, or `mobile-<frame>` for the mobile app's catalogue (`mobile.ts`). */
  frame: Frame | (string & {});
  pid: string;
  menuType: '0' | '1';
  menuPath: string;
  permission: string;
  sortNum: number;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
}

/** A name in each language of the catalogue: simplified Chinese, traditional Chinese, English. */
export type Names = readonly [zhCN: string, zhTW: string, enUS: string];

/** What a `menu` row says of itself, apart from its order and names. */
export type CatalogueRow = Omit<CatalogueEntry, 'sortNum' | 'nameZhCn' | 'nameZhTw' | 'nameEnUs'>;

/** A `menu` row, the `index`-th (from 0) among its siblings, named `names`. */
export function catalogueRow(row: CatalogueRow, index: number, [nameZhCn, nameZhTw, nameEnUs]: Names): CatalogueEntry {
  return { ...row, sortNum: (index + 1) * 10, nameZhCn, nameZhTw, nameEnUs };
}
