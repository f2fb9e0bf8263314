// What every import dialog of the app shares: the template read with the session (held as an
// object URL the dialog's link downloads) and the upload answered as the kit's `ImportResult`.
import type { Endpoint } from '@school-sports/gateway-client';
import type { ImportResult } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { failureText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

/** The import template of `endpoint` as a link can download it, or why it could not be read. */
export function useImportTemplate(endpoint: Endpoint): { href?: string; name?: string; error?: string } {
  const { locale } = useLocale();
  const [template, setTemplate] = useState<{ href?: string; name?: string; error?: string }>({});
  useEffect(() => {
    let cancelled = false;
    let href: string | undefined;
    gateway.download(endpoint, {}).then(
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
  }, [endpoint, locale]);
  return template;
}

/** Uploads `file` to an import endpoint with its fields; the answer as the kit's dialog shows it. */
export function useImportUpload<E extends Endpoint>(
  endpoint: E,
): (file: File, fields: Record<string, string | number>, signal: AbortSignal) => Promise<ImportResult> {
  const { locale } = useLocale();
  return async (file, fields, signal) => {
    try {
      const answer = await gateway.importUpload(endpoint, file, fields, { signal });
      return {
        successCount: answer.successCount,
        failureCount: answer.failureCount,
        failureFile: answer.failureFile?.blob,
        failureFileName: answer.failureFile?.fileName,
      };
    } catch (error) {
      throw new Error(failureText(locale, error));
    }
  };
}
