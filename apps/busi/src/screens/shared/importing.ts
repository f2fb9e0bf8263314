// What every import dialog of the app shares: the template read with the session (held as an
// object URL the dialog's link downloads) and the upload answered as the kit's `ImportResult`.
import type { Endpoint, studentImportProgress } from '@school-sports/gateway-client';
import type { ImportResult, ImportRows } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { failureText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

/** No fields: a template that names no record. */
const NO_FIELDS: Readonly<Record<string, string>> = {};

/**
 * The import template of `endpoint` as a link can download it, or why it could not be read; made
 * for the record `fields` name where the template depends on one (a plan's results).
 */
export function useImportTemplate(
  endpoint: Endpoint,
  fields: Readonly<Record<string, string>> = NO_FIELDS,
): { href?: string; name?: string; error?: string } {
  const { locale } = useLocale();
  const [template, setTemplate] = useState<{ href?: string; name?: string; error?: string }>({});
  // The fields by value: a parent's new object of the same fields fetches nothing again.
  const key = JSON.stringify(fields);
  useEffect(() => {
    let cancelled = false;
    let href: string | undefined;
    gateway.download(endpoint, JSON.parse(key)).then(
      (file) => {
        if (cancelled) return;
        href = URL.createObjectURL(file.blob);
        setTemplate({ href, name: file.fileName });
      },
      (error: unknown) => {
        if (!cancelled) setTemplate({ error: failureText(locale, error) });
      },
    );
    return () => {
      cancelled = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [endpoint, key, locale]);
  return template;
}

/** How often the dialog asks how far an import has got. */
const PROGRESS_POLL_MS = 500;

/**
 * Uploads `file` to an import endpoint with its fields; the answer as the kit's dialog shows it.
 * While the gateway works, it is asked through `progress` how many rows it has checked and saved,
 * under a name made up for this upload, and `onRows` hears each answer.
 */
export function useImportUpload<E extends Endpoint>(
  endpoint: E,
  progress: typeof studentImportProgress,
): (
  file: File,
  fields: Record<string, string | number>,
  options: { signal: AbortSignal; onRows: (rows: ImportRows) => void },
) => Promise<ImportResult> {
  const { locale } = useLocale();
  return async (file, fields, { signal, onRows }) => {
    const progressId = globalThis.crypto.randomUUID();
    let running = true;
    const poll = async () => {
      while (running && !signal.aborted) {
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
        if (!running) return;
        // Before the file has arrived there is nothing to tell yet: a refusal is no failure here.
        const rows = await gateway.call(progress, { progressId }).catch(() => null);
        if (running && rows && rows.phase !== 'done') onRows({ ...rows, phase: rows.phase });
      }
    };
    void poll();
    try {
      const answer = await gateway.importUpload(endpoint, file, { ...fields, progressId }, { signal });
      return {
        successCount: answer.successCount,
        failureCount: answer.failureCount,
        failureFile: answer.failureFile?.blob,
        failureFileName: answer.failureFile?.fileName,
      };
    } catch (error) {
      throw new Error(failureText(locale, error));
    } finally {
      running = false;
    }
  };
}
