// Face photos of teachers and students (issue 7): a stored file of kind `facePhoto` uploaded to the
// organisation, and removed once nobody shows it any more (it is personal data).
import { checkAttachable, dropUnheldFiles } from '../../files/held.ts';
import type { TenantWrite } from '../../tenancy/scoped.ts';

/** Refuses a face photo that is not a face photo uploaded to the organisation ('' or null: none). */
export async function checkFacePhoto(tenant: TenantWrite, fileId: string | null): Promise<void> {
  if (fileId) await checkAttachable(tenant, [{ fileId, kinds: ['facePhoto'], field: 'facePhotoId' }]);
}

/** Removes face photos no teacher or student shows any more. */
export function dropFacePhotos(tenant: TenantWrite, fileIds: readonly (string | null)[]): Promise<void> {
  return dropUnheldFiles(tenant, fileIds);
}
