import { fileRead } from '@school-sports/gateway-client';
import { gateway } from '../../session/gateway.ts';

/** Where the file store serves a file: the address an image keeps in a stored article body. */
const STORED_SRC = /^\/api\/uc\/oss\/file\/([A-Za-z0-9-]+)$/;

/**
 * Images are shown from object URLs (a store address needs the session, which an `<img>` does not
 * send); this keeps each object URL's store address, to put back in what the form sends.
 */
export class ImageAddresses {
  private readonly stored = new Map<string, string>();
  add(objectUrl: string, storedSrc: string) {
    this.stored.set(objectUrl, storedSrc);
  }
  /** The body with every object URL back at its store address. */
  toStored(html: string): string {
    let result = html;
    for (const [objectUrl, storedSrc] of this.stored) result = result.split(objectUrl).join(storedSrc);
    return result;
  }
  /** The stored body with each store image at an object URL of its bytes, read with the session. */
  async toShown(html: string): Promise<string> {
    const document = new DOMParser().parseFromString(html, 'text/html');
    for (const image of document.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      const fileId = STORED_SRC.exec(src)?.[1];
      if (!fileId) continue;
      try {
        const file = await gateway.download(fileRead, { fileId });
        const objectUrl = URL.createObjectURL(file.blob);
        this.add(objectUrl, src);
        image.setAttribute('src', objectUrl);
      } catch {
        // An image that cannot be read keeps its address: the body stays as it was stored.
      }
    }
    return document.body.innerHTML;
  }
  release() {
    for (const objectUrl of this.stored.keys()) URL.revokeObjectURL(objectUrl);
    this.stored.clear();
  }
}
