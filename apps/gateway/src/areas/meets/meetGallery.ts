// A meet's photo gallery (风采, issue 46). A photo arrives through the upload path every file takes
// (typed by its first bytes, bounded by its kind's 20 MB and the organisation's quota while it
// streams into the file store), then the gateway reads it back from the store into sharp for a
// thumbnail of its own and the photo as it is kept: upright, without its metadata (a phone's
// picture names where it was taken). Only then is anything recorded: both files and the photo in one write that
// holds the organisation's lock, where the meet's photos are counted, so two staff uploading at once
// cannot make a 101st. A refusal at any step removes what the store received.
import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { FILE_TYPES, type FileType, translateDomainMessage } from '@school-sports/domain';
import {
  MEET_PHOTOS_MAX,
  meetPhotoDelete,
  meetPhotoDownload,
  meetPhotoEdit,
  meetPhotoList,
  meetPhotoUpload,
} from '@school-sports/gateway-client/contract';
import { asc, eq, inArray, max } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import sharp from 'sharp';
import type { Database } from '../../db/index.ts';
import { account, person, sportMeet, sportMeetPhoto, storedFile } from '../../db/schema.ts';
import { type FileStore, newStorageKey } from '../../files/store.ts';
import { usedBytes } from '../../files/stored.ts';
import { inThumbnailQueue, PICTURE_MAX_PIXELS, THUMBNAIL_SIZE } from '../../files/thumbnails.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { quotaExceeded, receiveFileToStore } from '../../http/multipart.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { displayName } from '../files/files.ts';

/** What is kept of a photo: its stored file's size and digest. */
export interface KeptPhoto {
  size: number;
  sha256: string;
}

/** A photo as the gallery keeps it: its size in pixels as it shows, its thumbnail, its kept file. */
interface PreparedPhoto {
  width: number;
  height: number;
  webp: Buffer;
  kept: KeptPhoto;
}

/**
 * A picture streamed in, made into what the gallery keeps, in one decoding by sharp (in its own
 * threads, off the event loop):
 * - the photo itself, turned upright by its EXIF orientation and written again in its own format
 *   (JPEG at quality 90, PNG losslessly) without its metadata: no EXIF, so no place, time or
 *   camera owner; its colour profile alone is kept. `keep` stores it as it is written.
 * - the thumbnail: at most {@link THUMBNAIL_SIZE} on its long side, WebP, upright, no metadata.
 */
export async function preparePhoto(
  source: Readable,
  type: FileType,
  keep: (photo: Readable) => Promise<KeptPhoto>,
): Promise<PreparedPhoto> {
  const input = sharp({ limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
  source.on('error', (error) => input.destroy(error));
  source.pipe(input);
  const upright = input.clone().rotate().keepIccProfile();
  const photo = type === 'png' ? upright.png() : upright.jpeg({ quality: 90 });
  try {
    const [meta, thumb, kept] = await Promise.all([
      input.clone().metadata(),
      input
        .clone()
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      keep(photo),
    ]);
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width <= 0 || height <= 0) throw new ApiError(400, 'meetPhoto.unreadable');
    return { width: turned ? height : width, height: turned ? width : height, webp: thumb, kept };
  } catch (error) {
    photo.destroy();
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ApiError(400, 'meetPhoto.pixels', { max: String(Math.floor(PICTURE_MAX_PIXELS / 1_000_000)) });
    }
    throw new ApiError(400, 'meetPhoto.unreadable');
  } finally {
    // A picture refused from its header leaves the rest of the file unread: its handle closes here.
    source.destroy();
  }
}

/** Stores `source` under `key`, counting its bytes and their SHA-256 as they pass. */
async function storeMeasured(store: FileStore, key: string, source: Readable): Promise<KeptPhoto> {
  const hash = createHash('sha256');
  let size = 0;
  const measured = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  source.on('error', (error) => measured.destroy(error));
  await store.put(key, source.pipe(measured));
  return { size, sha256: hash.digest('hex') };
}

/** The name of a photo in the gallery's zip: its place, then its uploaded name, so no two agree. */
export function zipEntryName(place: number, name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const safe = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim() || 'photo';
  return `${String(place).padStart(3, '0')}-${safe}`;
}

export function registerMeetGalleryRoutes(
  router: Router,
  deps: { db: Database; store: FileStore; quotaBytes: number },
): void {
  const { db, store, quotaBytes } = deps;
  const data = dataLayer(db);

  /** The meet's photos in upload order, with the files they show. */
  function photosOf(tenant: Tenant, meetId: string) {
    return tenant.db
      .select({
        photo: sportMeetPhoto,
        fileName: storedFile.name,
        storageKey: storedFile.storageKey,
        uploadedBy: person.name,
      })
      .from(sportMeetPhoto)
      .innerJoin(storedFile, eq(storedFile.id, sportMeetPhoto.fileId))
      .innerJoin(account, eq(account.id, sportMeetPhoto.uploaderAccountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(tenant.scoped(sportMeetPhoto).where(eq(sportMeetPhoto.meetId, meetId)))
      .orderBy(asc(sportMeetPhoto.sortNum), asc(sportMeetPhoto.createdAt), asc(sportMeetPhoto.id));
  }

  router.json(meetPhotoList, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const meet = await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const rows = await photosOf(tenant, meet.id);
    return {
      meet: { meetId: meet.id, name: meet.name },
      photos: rows.map(({ photo, uploadedBy }) => ({
        photoId: photo.id,
        fileId: photo.fileId,
        thumbFileId: photo.thumbFileId,
        width: photo.width,
        height: photo.height,
        caption: photo.caption,
        uploadedBy,
        uploadedAt: photo.createdAt.toISOString(),
      })),
    };
  });

  router.multipart(meetPhotoUpload, async ({ caller, request, fieldsOf }) => {
    const tenant = data.tenant(caller);
    const scope = tenant.account;
    let meetId = '';
    const received = await receiveFileToStore(
      request,
      (raw) => {
        const fields = fieldsOf(raw);
        meetId = fields.meetId;
        return fields;
      },
      () => 'sportsPhoto',
      {
        store,
        // Before a byte is stored: an unknown meet or a full gallery is refused at once. The count
        // that decides is the one under the lock below.
        roomOf: async () => {
          await tenant.scoped(sportMeet).one(meetId, 'meet.notFound');
          if ((await tenant.scoped(sportMeetPhoto).count(eq(sportMeetPhoto.meetId, meetId))) >= MEET_PHOTOS_MAX)
            throw new ApiError(409, 'meetPhoto.full', { max: MEET_PHOTOS_MAX });
          return { left: quotaBytes - (await usedBytes(db, scope.orgId)), quota: quotaBytes };
        },
      },
    );
    const { storageKey: receivedKey, type: sniffed } = received;
    const storageKey = newStorageKey();
    const thumbKey = newStorageKey();
    try {
      const thumb = await inThumbnailQueue(async () =>
        preparePhoto(await store.read(receivedKey), sniffed as FileType, (photo) =>
          storeMeasured(store, storageKey, photo),
        ),
      );
      const { size, sha256 } = thumb.kept;
      await store.delete(receivedKey);
      await store.put(thumbKey, Readable.from([thumb.webp]));
      return await data.write(caller, async (locked) => {
        const meet = await locked.scoped(sportMeet).one(meetId, 'meet.notFound');
        const photos = locked.scoped(sportMeetPhoto);
        if ((await photos.count(eq(sportMeetPhoto.meetId, meet.id))) >= MEET_PHOTOS_MAX)
          throw new ApiError(409, 'meetPhoto.full', { max: MEET_PHOTOS_MAX });
        if ((await usedBytes(locked.db, scope.orgId)) + size + thumb.webp.length > quotaBytes)
          throw quotaExceeded(quotaBytes);
        const fileId = randomUUID();
        const thumbFileId = randomUUID();
        const name = displayName(received.name, fileId, sniffed as FileType);
        await locked.db.insert(storedFile).values([
          {
            id: fileId,
            ...locked.values,
            uploaderAccountId: scope.id,
            kind: 'sportsPhoto',
            name,
            contentType: FILE_TYPES[sniffed].mimeTypes[0],
            size,
            sha256,
            storageKey,
          },
          {
            id: thumbFileId,
            ...locked.values,
            uploaderAccountId: scope.id,
            kind: 'sportsPhoto',
            name: `${name.replace(/\.[^.]*$/, '')}.thumb.webp`,
            contentType: 'image/webp',
            size: thumb.webp.length,
            sha256: '',
            storageKey: thumbKey,
          },
        ]);
        const [last] = await locked.db
          .select({ sortNum: max(sportMeetPhoto.sortNum) })
          .from(sportMeetPhoto)
          .where(photos.where(eq(sportMeetPhoto.meetId, meet.id)));
        const photoId = randomUUID();
        await locked.db.insert(sportMeetPhoto).values({
          id: photoId,
          ...locked.values,
          meetId: meet.id,
          fileId,
          thumbFileId,
          width: thumb.width,
          height: thumb.height,
          sortNum: (last?.sortNum ?? 0) + 1,
          uploaderAccountId: scope.id,
        });
        return { photoId };
      });
    } catch (error) {
      await Promise.all([store.delete(receivedKey), store.delete(storageKey), store.delete(thumbKey)]);
      throw error;
    }
  });

  router.json(meetPhotoEdit, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetPhoto, input.photoId, 'meetPhoto.notFound', async (existing, photos) => {
      await photos.update(existing.id, { caption: input.caption });
      return null;
    }),
  );

  // The photo goes with its files (the foreign keys cascade), whose objects the deleted-files queue removes.
  router.json(meetPhotoDelete, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetPhoto, input.photoId, 'meetPhoto.notFound', async (existing, _photos, tenant) => {
      await tenant.scoped(storedFile).deleteWhere(inArray(storedFile.id, [existing.fileId, existing.thumbFileId]));
      return null;
    }),
  );

  router.blob(meetPhotoDownload, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const meet = await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const rows = await photosOf(tenant, meet.id);
    if (rows.length === 0) throw new ApiError(409, 'meetPhoto.none');
    const body = new PassThrough();
    // Stored entries: JPEG and PNG are compressed already. One photo is read at a time and each of
    // its chunks waits until the answer has room, so memory holds a chunk or two, never the zip.
    const zip = new Zip((error, chunk, final) => {
      if (error) body.destroy(error);
      else {
        body.write(chunk);
        if (final) body.end();
      }
    });
    const written = async () => {
      for (const [index, row] of rows.entries()) {
        const entry = new ZipPassThrough(zipEntryName(index + 1, row.fileName));
        entry.mtime = row.photo.createdAt;
        zip.add(entry);
        if (row.storageKey) {
          for await (const chunk of await store.read(row.storageKey)) {
            entry.push(chunk as Uint8Array);
            if (body.writableNeedDrain) await new Promise((resume) => body.once('drain', resume));
            if (body.destroyed) return;
          }
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    };
    written().catch((error: unknown) => body.destroy(error as Error));
    const locale = requestLocale(request);
    return {
      body,
      contentType: 'application/zip',
      fileName: `${translateDomainMessage(locale, 'meetPhoto.zipName', { meet: meet.name })}.zip`,
    };
  });
}
