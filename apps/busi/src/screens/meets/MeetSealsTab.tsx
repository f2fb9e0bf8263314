import { uploadKindRules } from '@school-sports/domain';
import {
  type DataOf,
  fileUpload,
  MEET_SEAL_NAME_MAX,
  MEET_SEALS_MAX,
  meetSealAdd,
  meetSealDelete,
  meetSealEdit,
  meetSealList,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, ImageUpload, TextField } from '@school-sports/ui';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { RowButton, StatusToggleButton } from '../../kit/RowButtons.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as table from './arrange.css.ts';
import * as styles from './certificates.css.ts';

type Seal = DataOf<typeof meetSealList>[number];

// Square PNG of at most 2 MB, never compressed: a seal keeps its exact pixels and transparency.
const sealRules = uploadKindRules('eStamp');

/**
 * The organisation's electronic seals (SPEC 5 and 9): each with its picture, name and whether
 * certificates may use it; a new one uploaded as a square PNG and named, at most ten. Every action
 * is a button reached by Tab; the picture picker is the kit's, which opens the file chooser on Enter.
 */
export function MeetSealsTab() {
  const intl = useIntl();
  const { locale } = useLocale();
  const can = useCan();
  const titleId = useId();
  const addId = useId();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const seals = useGatewayQuery(meetSealList, {});
  const { run, isPending } = useGatewayAction();
  const [name, setName] = useState('');
  const [fileId, setFileId] = useState('');
  const [missing, setMissing] = useState('');
  // The picture's upload under way: its thumbnail shows at once, so a save pressed before the
  // upload ends waits for it instead of saying that no picture was chosen.
  const uploading = useRef<Promise<string> | null>(null);
  const [waiting, setWaiting] = useState(false);
  // A new key empties the picker once its picture is saved as a seal.
  const [pickerKey, setPickerKey] = useState(0);
  const [deleting, setDeleting] = useState<Seal | null>(null);
  // The seal being renamed, the name typed for it and the gateway's refusal of that name.
  const [renaming, setRenaming] = useState<Seal | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState('');
  const list = seals.data ?? [];
  const full = list.length >= MEET_SEALS_MAX;

  async function save() {
    let picture = fileId;
    if (picture === '' && uploading.current) {
      setWaiting(true);
      picture = await uploading.current.catch(() => '');
      setWaiting(false);
    }
    if (picture === '') {
      setMissing(text('meetSeals.needImage'));
      return;
    }
    const saved = await run(meetSealAdd, { name, fileId: picture, enabled: true });
    if (!saved) return;
    setName('');
    setFileId('');
    setMissing('');
    setPickerKey((key) => key + 1);
    seals.reload();
  }

  async function rename() {
    if (!renaming) return;
    const { sealId, fileId: sealFile, enabled } = renaming;
    const renamed = await run(
      meetSealEdit,
      { sealId, name: newName, fileId: sealFile, enabled },
      'success.modified',
      (error) => setNameError(failureText(locale, error)),
    );
    if (!renamed) return;
    setRenaming(null);
    seals.reload();
  }

  async function toggle(seal: Seal) {
    const { sealId, name: sealName, fileId: sealFile, enabled } = seal;
    const changed = await run(
      meetSealEdit,
      { sealId, name: sealName, fileId: sealFile, enabled: !enabled },
      'success.statusChanged',
    );
    if (changed) seals.reload();
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId}>{text('meetSeals.title')}</h3>
      <p>{text('meetSeals.rules', { max: MEET_SEALS_MAX })}</p>
      {seals.error ? <p role="alert">{seals.error}</p> : null}
      {list.length > 0 ? (
        <table className={table.heat} aria-label={text('meetSeals.list')}>
          <thead>
            <tr>
              <th scope="col">{text('meetSeals.image')}</th>
              <th scope="col">{text('meetSeals.name')}</th>
              <th scope="col">{text('meetSeals.state')}</th>
              <th scope="col">{text('meetSeals.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((seal) => (
              <tr key={seal.sealId}>
                <td>
                  <StoredImage className={styles.seal} fileId={seal.fileId} alt={seal.name} thumbnail />
                </td>
                <th scope="row">{seal.name}</th>
                <td>{text(seal.enabled ? 'common.enabled' : 'common.disabled')}</td>
                <td>
                  <span className={table.buttons}>
                    {can('sealEdit') ? (
                      <RowButton
                        action="meetSeals.renameAction"
                        name={seal.name}
                        onPress={() => {
                          setRenaming(seal);
                          setNewName(seal.name);
                          setNameError('');
                        }}
                      />
                    ) : null}
                    {can('sealEdit') ? (
                      <StatusToggleButton
                        status={seal.enabled ? 'enabled' : 'disabled'}
                        name={seal.name}
                        onToggle={() => void toggle(seal)}
                      />
                    ) : null}
                    {can('sealDelete') ? (
                      <RowButton action="common.delete" name={seal.name} onPress={() => setDeleting(seal)} />
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : seals.data ? (
        <p>{text('meetSeals.empty')}</p>
      ) : null}
      {can('sealAdd') ? (
        full ? (
          <p>{text('meetSeals.full', { max: MEET_SEALS_MAX })}</p>
        ) : (
          <section className={styles.form} aria-labelledby={addId}>
            <h4 id={addId}>{text('meetSeals.add')}</h4>
            <ImageUpload
              key={pickerKey}
              label={text('meetSeals.pick')}
              accept={['png']}
              maxSize={sealRules.maxBytes}
              maxCount={1}
              aspectRatio={sealRules.aspectRatio}
              compressAbove={false}
              upload={async (file, onProgress, signal) => {
                const storing = gateway.upload(
                  fileUpload,
                  { file, fields: { kind: 'eStamp' } },
                  { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
                );
                const current = storing.then((stored) => stored.fileId);
                uploading.current = current;
                try {
                  const stored = await storing;
                  if (uploading.current === current) {
                    setFileId(stored.fileId);
                    setMissing('');
                  }
                  return stored;
                } finally {
                  if (uploading.current === current) uploading.current = null;
                }
              }}
              onChange={(files) => {
                if (files.length > 0) return;
                uploading.current = null;
                setFileId('');
              }}
            />
            {missing ? <p role="alert">{missing}</p> : null}
            <TextField
              label={text('meetSeals.name')}
              isRequired
              maxLength={MEET_SEAL_NAME_MAX}
              value={name}
              onChange={setName}
            />
            <span>
              <Button variant="primary" isPending={waiting || isPending} onPress={() => void save()}>
                {text('meetSeals.save')}
              </Button>
            </span>
          </section>
        )
      ) : null}
      {renaming ? (
        <FormDialog
          title={text('meetSeals.renameTitle', { name: renaming.name })}
          onClose={() => setRenaming(null)}
          onConfirm={() => void rename()}
          isPending={isPending}
        >
          <TextField
            label={text('meetSeals.name')}
            isRequired
            autoFocus
            maxLength={MEET_SEAL_NAME_MAX}
            value={newName}
            onChange={(value) => {
              setNewName(value);
              setNameError('');
            }}
            isInvalid={nameError !== ''}
            errorMessage={nameError}
          />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={text('meetSeals.deleteTitle', { name: deleting?.name ?? '' })}
        message={text('meetSeals.deleteMessage')}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(meetSealDelete, { sealId: deleting.sealId }, 'success.deleted');
          // A refusal keeps the dialog open; the toast has said why.
          if (!done) throw new Error('refused');
          seals.reload();
        }}
      />
    </section>
  );
}
