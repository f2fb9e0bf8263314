// Which font files printed documents use, and the error when they cannot, apart from the PDF piece
// itself: reading the configuration at start, or a PDF worker's answer, does not load the PDF
// library with them.

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

/**
 * A font file missing, unreadable or without the faces a document needs. Its message names the
 * file and the settings that choose it, for the operator who reads the log.
 */
export class PdfFontError extends Error {
  /** The font file at fault. */
  readonly file: string;
  /** What is wrong with it (`no such file`). */
  readonly reason: string;

  constructor(file: string, reason: string, options?: ErrorOptions) {
    super(
      `PDF font ${file}: ${reason}. Install Debian's fonts-noto-cjk, or set PDF_FONT_REGULAR and PDF_FONT_BOLD to Noto Sans CJK files`,
      options,
    );
    this.name = 'PdfFontError';
    this.file = file;
    this.reason = reason;
  }
}
