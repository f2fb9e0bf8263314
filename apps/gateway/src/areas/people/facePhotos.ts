// Face photos of teachers and students (issue 7): a stored file of kind `facePhoto` uploaded to the
// organisation, and removed once nobody shows it any more (it is personal data).
import { eq, notExists } from 'drizzle-orm';
import { storedFile, student, teacher } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { TenantWrite } from '../../tenancy/scoped.ts';

/** Refuses a face photo that is not a face photo uploaded to the organisation ('' or null: none). */
export async function checkFacePhoto(tenant: TenantWrite, fileId: string | null): Promise<void> {
  const tx = tenant.db;
  if (!fileId) return;
  const [file] = await tx
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(tenant.scoped(storedFile).where(eq(storedFile.id, fileId), eq(storedFile.kind, 'facePhoto')));
  if (!file) throw new ApiError(404, 'file.notFound');
}

/** Removes face photos no teacher or student shows any more. */
export async function dropFacePhotos(tenant: TenantWrite, fileIds: readonly (string | null)[]): Promise<void> {
  const tx = tenant.db;
  for (const fileId of new Set(fileIds)) {
    if (!fileId) continue;
    await tx
      .delete(storedFile)
      .where(
        tenant
          .scoped(storedFile)
          .where(
            eq(storedFile.id, fileId),
            eq(storedFile.kind, 'facePhoto'),
            notExists(tx.select({ id: teacher.id }).from(teacher).where(eq(teacher.facePhotoId, fileId))),
            notExists(tx.select({ id: student.id }).from(student).where(eq(student.facePhotoId, fileId))),
          ),
      );
  }
}
