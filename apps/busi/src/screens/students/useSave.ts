import type { Endpoint, RequestOf } from '@school-sports/gateway-client';
import { useToast } from '@school-sports/ui';
import { useCallback, useRef, useState } from 'react';
import { domainText, failureText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import type { SuccessMessage } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

/** How a save ended: done, refused (with the gateway's error, to show on a field), or skipped. */
export type SaveOutcome = { saved: true } | { saved: false; error: unknown } | undefined;

/**
 * A form's save: SPEC 8's success toast, or the refusal as a toast, answering the error so the form
 * can also show it on the field it concerns. A second save while one runs is skipped (no double submit).
 */
export function useSave(): {
  save: <E extends Endpoint>(endpoint: E, request: RequestOf<E>, success: SuccessMessage) => Promise<SaveOutcome>;
  isPending: boolean;
} {
  const { locale } = useLocale();
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const save = useCallback(
    async <E extends Endpoint>(endpoint: E, request: RequestOf<E>, success: SuccessMessage): Promise<SaveOutcome> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        await gateway.call(endpoint, request);
        toast.success(domainText(locale, success));
        return { saved: true };
      } catch (error) {
        toast.error(failureText(locale, error));
        return { saved: false, error };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [locale, toast],
  );
  return { save, isPending };
}
