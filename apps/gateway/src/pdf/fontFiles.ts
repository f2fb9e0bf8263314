// Which font files printed documents use, apart from the PDF piece itself, so that reading the
// configuration at start does not load the PDF library with it.

/** The two font files a document is set in: one regular weight, one bold. */
export interface PdfFontFiles {
  /** A font file (`.ttc` collection, `.otf` or `.ttf`) of the regular weight. */
  readonly regular: string;
  /** A font file of the bold weight. */
  readonly bold: string;
}

/**
 * Debian's `fonts-noto-cjk` (on the build machines and in the image): Noto Sans CJK, whose
 * collections hold Simplified and Traditional Chinese faces with Latin letters and digits.
 */
export const DEFAULT_PDF_FONT_FILES: PdfFontFiles = {
  regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
};
