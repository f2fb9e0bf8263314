import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import { useToast } from '@school-sports/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import { domainText, failureText } from '../i18n/translate.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { gateway } from './gateway.ts';
import { invalidateAfter, mountKey, QUERY_OPTIONS, queryKey, readerOf, revalidate } from './queryCache.ts';

/** What a screen reads from the gateway: the answer, or why there is none yet. */
export interface GatewayQuery<Data> {
  data: Data | undefined;
  /** The localised reason the last load failed (SPEC 8), or null. */
  error: string | null;
  /**
   * True while the request's first answer is missing (the answer of the request before may still
   * show, as for a new filter) and while a {@link reload} runs.
   */
  isLoading: boolean;
  /** Loads again, e.g. after a change or from a Retry button. */
  reload: () => void;
}

/** How a read is kept up to date beyond its screen's own reloads. */
export interface GatewayQueryOptions {
  /** A live view: asks again every this many milliseconds while the page is visible. */
  refreshInterval?: number;
  /** Asks for nothing (yet): the data stays undefined and nothing loads. */
  skip?: boolean;
}

/**
 * Loads `endpoint` with `request` (compared by value) through the app's query cache: components
 * asking for the same call, request and language share one request and one answer. An answer that
 * arrives after a newer request started is dropped, so filters never show stale rows for a new one.
 */
export function useGatewayQuery<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  options: GatewayQueryOptions = {},
): GatewayQuery<DataOf<E>> {
  const { locale } = useLocale();
  const key = queryKey(endpoint, request, locale);
  const id = unstable_serialize(key);
  const swr = useSWR<DataOf<E>>(options.skip ? null : key, readerOf(endpoint, gateway.call), {
    ...QUERY_OPTIONS,
    refreshInterval: options.refreshInterval ?? 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its serialised form
  useEffect(() => (options.skip ? undefined : mountKey(key)), [id, options.skip]);
  const [reloading, setReloading] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its serialised form
  const reload = useCallback(() => {
    if (options.skip) return;
    setReloading((count) => count + 1);
    void revalidate(key)
      .catch(() => undefined)
      .finally(() => setReloading((count) => count - 1));
  }, [id, options.skip]);
  return {
    data: swr.data,
    error: swr.error === undefined ? null : failureText(locale, swr.error),
    isLoading: !options.skip && (swr.isLoading || reloading > 0),
    reload,
  };
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
        // The screen's reads of the written folder are out of date: those shown are checked again.
        void invalidateAfter(endpoint);
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
