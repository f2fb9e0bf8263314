import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import { useToast } from '@school-sports/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { domainText, failureText } from '../i18n/translate.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { gateway } from './gateway.ts';

/** What a screen reads from the gateway: the answer, or why there is none yet. */
export interface GatewayQuery<Data> {
  data: Data | undefined;
  /** The localised reason the last load failed (SPEC 8), or null. */
  error: string | null;
  isLoading: boolean;
  /** Loads again, e.g. after a change or from a Retry button. */
  reload: () => void;
}

/**
 * Loads `endpoint` with `request` and again whenever the request changes (compared by value).
 * An answer that arrives after a newer request started is dropped, so filters never show stale rows.
 */
export function useGatewayQuery<E extends Endpoint>(endpoint: E, request: RequestOf<E>): GatewayQuery<DataOf<E>> {
  const { locale } = useLocale();
  const key = JSON.stringify(request);
  const [state, setState] = useState<{ data?: DataOf<E>; error: string | null; isLoading: boolean }>({
    error: null,
    isLoading: true,
  });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by its JSON key; `generation` asks for a reload
  useEffect(() => {
    const ticket = ++latest.current;
    setState((current) => ({ ...current, isLoading: true, error: null }));
    gateway.call(endpoint, JSON.parse(key) as RequestOf<E>).then(
      (data) => {
        if (ticket === latest.current) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (ticket === latest.current)
          setState((current) => ({ ...current, error: failureText(locale, error), isLoading: false }));
      },
    );
  }, [endpoint, key, generation, locale]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, isLoading: state.isLoading, reload };
}

/** The success messages of SPEC 8 a write may end with. */
export type SuccessMessage =
  | 'success.saved'
  | 'success.added'
  | 'success.modified'
  | 'success.deleted'
  | 'success.statusChanged'
  | 'success.passwordReset';

/**
 * Runs a write and tells the person how it went: the success message as a toast, or the server's
 * refusal, which `onRefused` also receives to show on the field it concerns. Answers whether it
 * succeeded; while one runs, another call waits for nothing and answers undefined (no double submit).
 */
export function useGatewayAction(): {
  run: <E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    success?: SuccessMessage,
    onRefused?: (error: unknown) => void,
  ) => Promise<{ data: DataOf<E> } | undefined>;
  isPending: boolean;
} {
  const { locale } = useLocale();
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async <E extends Endpoint>(
      endpoint: E,
      request: RequestOf<E>,
      success: SuccessMessage = 'success.saved',
      onRefused?: (error: unknown) => void,
    ) => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        const data = await gateway.call(endpoint, request);
        toast.success(domainText(locale, success));
        return { data };
      } catch (error) {
        toast.error(failureText(locale, error));
        onRefused?.(error);
        return undefined;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [locale, toast],
  );
  return { run, isPending };
}
