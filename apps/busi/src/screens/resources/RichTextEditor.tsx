// The school wiki's rich text editor (issue 47): Tiptap (ProseMirror) with the few blocks and marks
// the gateway keeps (docs/decisions.md, "The wiki's editor"). It loads after the form's first paint
// with its own texts. Under the app's CSP Tiptap may not inject its stylesheet (`injectCSS: false`);
// the look comes from wiki.css.ts.
import { UPLOAD_KINDS } from '@school-sports/domain';
import { fileUpload } from '@school-sports/gateway-client';
import { Button, TextField } from '@school-sports/ui';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { gateway } from '../../session/gateway.ts';
import { ImageAddresses } from './articleImages.ts';
import * as css from './wiki.css.ts';

export interface RichTextEditorProps {
  /** The body as stored: images at the store's addresses. */
  value: string;
  onChange: (html: string) => void;
  /** The writing area's name (the field's visible label, the group's legend). */
  label: string;
  isInvalid?: boolean;
}

interface Tool {
  id: string;
  label: string;
  pressed?: boolean;
  run: () => void;
}

function tools(editor: Editor, state: Record<string, boolean>, openLink: () => void, pickImage: () => void): Tool[] {
  // The writing area takes the focus before the command runs, in the same turn: the chain's own
  // focus waits for the next frame, and the keys typed meanwhile went to the field focused before.
  const chain = () => {
    editor.view.focus();
    return editor.chain().focus();
  };
  return [
    {
      id: 'heading2',
      label: 'editor.heading2',
      pressed: state.heading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'heading3',
      label: 'editor.heading3',
      pressed: state.heading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { id: 'bold', label: 'editor.bold', pressed: state.bold, run: () => chain().toggleBold().run() },
    { id: 'italic', label: 'editor.italic', pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      id: 'bulletList',
      label: 'editor.bulletList',
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      id: 'orderedList',
      label: 'editor.orderedList',
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { id: 'link', label: 'editor.link', pressed: state.link, run: openLink },
    { id: 'image', label: 'editor.image', run: pickImage },
  ];
}

/**
 * The body of an article, written with a toolbar of headings, bold, italic, lists, links and
 * images. The toolbar is one tab stop whose buttons the arrow keys, Home and End move between
 * (the ARIA toolbar pattern); each button says its action and whether it is on.
 */
export function RichTextEditor({ value, onChange, label, isInvalid }: RichTextEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const addresses = useRef(new ImageAddresses());
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(0);
  const [linking, setLinking] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const linkFieldId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    injectCSS: false,
    // Nothing is typed before the stored body is shown: setting it would wipe what was typed.
    editable: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: false, protocols: [], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    editorProps: {
      attributes: {
        class: css.prose,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      onChangeRef.current(changed.isEmpty ? '' : addresses.current.toStored(changed.getHTML()));
    },
  });

  // The stored body's images are read with the session before the body is shown, once.
  const initial = useRef(value);
  useEffect(() => {
    if (!editor) return;
    let cancelled = false;
    const current = addresses.current;
    current.toShown(initial.current).then((shown) => {
      if (cancelled) return;
      editor.commands.setContent(shown, { emitUpdate: false });
      editor.setEditable(true, false);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [editor]);
  useEffect(() => () => addresses.current.release(), []);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current?.isActive('heading', { level: 2 }) ?? false,
      heading3: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  if (!editor) return null;

  const openLink = () => {
    setLinkProblem(null);
    setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://');
  };
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (!/^https?:\/\/[^\s/]+/i.test(href)) {
      setLinkProblem(t('editor.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };
  const insertImage = async (file: File) => {
    setUploading(true);
    setUploadProblem(null);
    try {
      const stored = await gateway.upload(fileUpload, { file, fields: { kind: 'image' } });
      const objectUrl = URL.createObjectURL(file);
      addresses.current.add(objectUrl, `/api/uc/oss/file/${stored.fileId}`);
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.chain().focus().setImage({ src: objectUrl, alt }).run();
    } catch (error) {
      setUploadProblem(t('editor.imageFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setUploading(false);
    }
  };

  const list = tools(editor, state ?? {}, openLink, () => fileInput.current?.click());
  const move = (event: KeyboardEvent) => {
    const last = list.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : event.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={css.editor} aria-busy={!ready}>
      <div role="toolbar" aria-label={t('editor.toolbar')} className={css.toolbar} onKeyDown={move}>
        {list.map((tool, index) => (
          <button
            key={tool.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={css.tool}
            tabIndex={index === focused ? 0 : -1}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            onFocus={() => setFocused(index)}
            onClick={tool.run}
          >
            {t(tool.label)}
          </button>
        ))}
      </div>
      <input
        ref={fileInput}
        className={css.hidden}
        type="file"
        tabIndex={-1}
        aria-label={t('editor.image')}
        accept={UPLOAD_KINDS.image.types.map((type) => (type === 'jpeg' ? '.jpg,.jpeg' : `.${type}`)).join(',')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void insertImage(file);
        }}
      />
      {linking !== null ? (
        <div className={css.linkRow}>
          <TextField
            id={linkFieldId}
            label={t('editor.linkAddress')}
            type="url"
            value={linking}
            onChange={setLinking}
            isInvalid={linkProblem !== null}
            errorMessage={linkProblem ?? undefined}
            autoFocus
            maxLength={512}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') {
                setLinking(null);
                editor.commands.focus();
              }
            }}
          />
          <Button size="small" onPress={applyLink}>
            {t('editor.linkApply')}
          </Button>
          {state?.link ? (
            <Button size="small" variant="ghost" onPress={removeLink}>
              {t('editor.linkRemove')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
      <p className={css.status} aria-live="polite">
        {uploading ? t('editor.imageUploading') : t('editor.imageHelp')}
      </p>
      {uploadProblem ? (
        <p className={css.problem} role="alert">
          {uploadProblem}
        </p>
      ) : null}
    </div>
  );
}
