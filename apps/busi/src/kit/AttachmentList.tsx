// The files a record holds as its detail page lists them, each a button that downloads it. Apart
// from the form's field (`Attachments.tsx`), so a detail page does not load the upload's code.
import { fileRead } from '@school-sports/gateway-client';
import { Button } from '@school-sports/ui';
import { gateway } from '../session/gateway.ts';
import * as css from './Attachments.css.ts';
import { saveFile } from './exportList.ts';

/** A file as a record lists it. */
export interface AttachedFile {
  fileId: string;
  name: string;
}

/** A detail page's list of a record's files, each a button that downloads it; `empty` when none. */
export function AttachmentList({ files, empty }: { files: readonly AttachedFile[]; empty: string }) {
  if (files.length === 0) return <p>{empty}</p>;
  return (
    <ul className={css.list}>
      {files.map((file) => (
        <li key={file.fileId} className={css.item}>
          <Button
            size="small"
            variant="ghost"
            onPress={async () => {
              const read = await gateway.download(fileRead, { fileId: file.fileId });
              saveFile(read.blob, file.name);
            }}
          >
            {file.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
