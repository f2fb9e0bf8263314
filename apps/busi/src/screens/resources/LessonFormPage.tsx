import {
  formatByteSize,
  GRADE_KEYS,
  gradeLabel,
  isResumableKind,
  LESSON_KINDS,
  LESSON_LIMITS,
  LESSON_UPLOAD_KINDS,
  type LessonKind,
  UPLOAD_KINDS,
} from '@school-sports/domain';
import { fileUpload, lessonAdd, lessonDetail, lessonEdit } from '@school-sports/gateway-client';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldGroup,
  FileUpload,
  ImageUpload,
  Select,
  TextArea,
  TextField,
} from '@school-sports/ui';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './lessons.css.ts';
import { uploadResumably } from './resumableUpload.ts';

interface SavedFile {
  fileId: string;
  name: string;
  size: number;
}

interface LessonValues {
  title: string;
  gradeKeys: string[];
  topic: string;
  kind: LessonKind;
  fileIds: string[];
  coverId: string | null;
  description: string;
  /** The files the resource held when the form opened. */
  saved: SavedFile[];
}

const empty: LessonValues = {
  title: '',
  gradeKeys: [],
  topic: '',
  kind: 'video',
  fileIds: [],
  coverId: null,
  description: '',
  saved: [],
};

function requestOf(values: LessonValues) {
  const { title, gradeKeys, topic, kind, fileIds, coverId, description } = values;
  return { title, gradeKeys, topic, kind, fileIds, coverId, description };
}

/**
 * `lessonAssistant/lessonResourceList/add` and `.../edit/{id}`: a lesson resource's title, grade
 * levels, item or topic, kind, its files (a video or a recording sent resumably, with progress, a
 * cancel, and a continuation after a dropped connection; a document or up to nine images in one
 * request each), a 4:3 cover and description (issue 47). Sharing is the list's own action.
 */
export function LessonFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const form = useResourceForm({
    empty,
    detail: {
      load: (lessonId) => gateway.call(lessonDetail, { lessonId }),
      values: (record): LessonValues => ({
        title: record.title,
        gradeKeys: record.gradeKeys,
        topic: record.topic,
        kind: record.kind,
        fileIds: record.files.map((file) => file.fileId),
        coverId: record.coverId,
        description: record.description,
        saved: record.files.map(({ fileId, name, size }) => ({ fileId, name, size })),
      }),
    },
    add: { endpoint: lessonAdd, request: requestOf },
    edit: { endpoint: lessonEdit, request: (lessonId, values) => ({ lessonId, ...requestOf(values) }) },
  });
  const { values, errors, set } = form;
  const label = (id: string) => intl.formatMessage({ id });
  // The uploads of this visit, by the file picked: the upload list tells which stay listed.
  const uploaded = useRef(new Map<File, string>());
  const uploadKind = LESSON_UPLOAD_KINDS[values.kind];
  const rules = UPLOAD_KINDS[uploadKind];
  const most = values.kind === 'images' ? LESSON_LIMITS.images : 1;
  const kept = values.saved.filter((file) => values.fileIds.includes(file.fileId));
  const remember = (file: File, fileId: string) => {
    uploaded.current.set(file, fileId);
    set('fileIds')(most === 1 ? [fileId] : [...new Set([...values.fileIds, fileId])]);
  };
  const fileListChanged = (files: File[]) => {
    const listed = new Set(files.map((file) => uploaded.current.get(file)));
    const fresh = new Set(uploaded.current.values());
    set('fileIds')(values.fileIds.filter((id) => !fresh.has(id) || listed.has(id)));
  };
  const coverRules = UPLOAD_KINDS.lessonCover;
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'lessons.add', edit: 'lessons.edit' }}
      screen={{ add: 'lessonAssistant/lessonResourceList/add', edit: 'lessonAssistant/lessonResourceList/edit' }}
    >
      <TextField
        label={label('lessons.resourceTitle')}
        isRequired
        maxLength={LESSON_LIMITS.title}
        {...form.text('title')}
      />
      <TextField label={label('lessons.topic')} isRequired maxLength={LESSON_LIMITS.topic} {...form.text('topic')} />
      <CheckboxGroup
        label={label('lessons.grades')}
        orientation="horizontal"
        isRequired
        value={values.gradeKeys}
        onChange={set('gradeKeys')}
        isInvalid={Boolean(errors.gradeKeys)}
        errorMessage={errors.gradeKeys}
      >
        {GRADE_KEYS.map((key) => {
          const year = Number(key.slice(1));
          const grade = key.startsWith('u') ? { university: year } : { school: year };
          return (
            <Checkbox key={key} value={key}>
              {domainText(locale, gradeLabel(grade))}
            </Checkbox>
          );
        })}
      </CheckboxGroup>
      <Select
        label={label('lessons.kind')}
        items={LESSON_KINDS.map((kind) => ({ id: kind, label: domainText(locale, `lesson.kind.${kind}`) }))}
        isRequired
        value={values.kind}
        onChange={(key) => {
          const kind = LESSON_KINDS.find((one) => one === key) ?? 'video';
          // Files of another kind do not carry over.
          if (kind !== values.kind) form.setValues({ ...values, kind, fileIds: [] });
        }}
      />
      <FieldGroup
        label={label('lessons.files')}
        description={isResumableKind(uploadKind) ? label('lessons.filesResumable') : undefined}
        errorMessage={errors.fileIds}
      >
        {kept.length > 0 ? (
          <ul className={css.savedFiles}>
            {kept.map((file) => (
              <li key={file.fileId} className={css.savedFile}>
                <span>
                  {file.name} ({formatByteSize(file.size)})
                </span>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`${label('common.remove')} ${file.name}`}
                  onPress={() => set('fileIds')(values.fileIds.filter((id) => id !== file.fileId))}
                >
                  <FormattedMessage id="common.remove" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {values.kind === 'images' ? (
          <ImageUpload
            key={values.kind}
            label={label('lessons.pickFiles')}
            accept={rules.types}
            maxSize={rules.maxBytes}
            maxCount={most}
            upload={async (file, onProgress, signal) => {
              const stored = await gateway.upload(
                fileUpload,
                { file, fields: { kind: 'image' } },
                { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
              );
              remember(file, stored.fileId);
              return stored;
            }}
            onChange={fileListChanged}
          />
        ) : (
          <FileUpload
            key={values.kind}
            label={label('lessons.pickFiles')}
            accept={rules.types}
            maxSize={rules.maxBytes}
            maxCount={most}
            upload={async (file, onProgress, signal) => {
              const stored = isResumableKind(uploadKind)
                ? await uploadResumably(file, uploadKind, onProgress, signal)
                : await gateway.upload(
                    fileUpload,
                    { file, fields: { kind: 'lessonDocument' } },
                    { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
                  );
              remember(file, stored.fileId);
              return stored;
            }}
            onChange={fileListChanged}
          />
        )}
      </FieldGroup>
      <FieldGroup label={label('lessons.cover')} description={label('lessons.coverHelp')} errorMessage={errors.coverId}>
        {values.coverId ? (
          <div className={styles.rowActions}>
            <Button size="small" variant="ghost" onPress={() => set('coverId')(null)}>
              <FormattedMessage id="common.remove" />
            </Button>
          </div>
        ) : null}
        <ImageUpload
          label={label('lessons.cover')}
          accept={coverRules.types}
          maxSize={coverRules.maxBytes}
          maxCount={1}
          aspectRatio={coverRules.aspectRatio}
          upload={async (file, onProgress, signal) => {
            const stored = await gateway.upload(
              fileUpload,
              { file, fields: { kind: 'lessonCover' } },
              { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
            );
            set('coverId')(stored.fileId);
            return stored;
          }}
        />
      </FieldGroup>
      <TextArea
        label={label('lessons.description')}
        maxLength={LESSON_LIMITS.description}
        showCount
        {...form.text('description')}
      />
    </ResourceFormPage>
  );
}
