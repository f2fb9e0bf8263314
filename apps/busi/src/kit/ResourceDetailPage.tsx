import type { Endpoint, RequestOf } from '@school-sports/gateway-client';
import { Button, ConfirmDialog, Descriptions, PageHeader, Spinner, Tabs } from '@school-sports/ui';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useGatewayAction, useGatewayQuery } from '../session/useGateway.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { useCan } from '../shell/permissions.tsx';
import {
  actionsOf,
  chosenTab,
  type Detail,
  type DetailAction,
  type DetailContext,
  type DetailHandle,
  type DetailSection,
  tabsOf,
} from './defineDetail.ts';
import * as styles from './screens.css.ts';

/** The search parameter that keeps the open tab, so a reload or a shared link opens it again. */
export const TAB_PARAM = 'tab';

export interface ResourceDetailPageProps<Subject> {
  detail: Detail<Subject>;
}

/**
 * A detail screen from its declaration: the record's name as the heading, the way back, its values
 * as description lists, its tabs (the open one in the address), the actions the role's buttons
 * allow (with their confirmation), and what the page shows while loading or when the gateway
 * refused (a record that does not exist is the gateway's own "not found").
 */
export function ResourceDetailPage<Subject>({ detail }: ResourceDetailPageProps<Subject>) {
  const id = useParams().id ?? '';
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { run } = useGatewayAction();
  const [address, setAddress] = useSearchParams();
  // `defineDetail` checked the request and the record against the contract where it knew the call.
  const answer = useGatewayQuery(detail.load.endpoint, detail.load.request(id) as RequestOf<Endpoint>);
  const record = answer.data as Subject | undefined;
  const [outcome, setOutcome] = useState<ReactNode>(null);
  // The action asked about stays named while its dialog closes, so the dialog never goes blank.
  const [asking, setAsking] = useState<{ action: DetailAction<Subject>; open: boolean } | null>(null);

  const context = useMemo<DetailContext>(
    () => ({
      intl,
      locale,
      text: (message, values) => intl.formatMessage({ id: message }, values),
      dateTime: (value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [intl, locale],
  );
  const reload = answer.reload;
  const handle = useMemo<DetailHandle>(() => ({ reload, run, show: setOutcome }), [reload, run]);
  const title = record === undefined ? context.text(detail.placeholder) : detail.title(record, context);

  const act = useCallback(
    async (action: DetailAction<Subject>, on: Subject) => {
      if (action.path) navigate(action.path(on), { relative: 'path' });
      if (action.run && (await action.run(on, handle)) !== undefined) reload();
    },
    [navigate, handle, reload],
  );

  const actions = record === undefined ? [] : actionsOf(detail, can);
  const back = detail.back ?? '../..';
  return (
    <section className={styles.screen} data-screen={detail.screen} aria-busy={answer.isLoading || undefined}>
      <PageHeader
        title={title}
        subtitle={record === undefined ? undefined : detail.subtitle?.(record, context)}
        onBack={back === false ? undefined : () => navigate(back, { relative: 'path' })}
        actions={
          record !== undefined && actions.length > 0
            ? actions.map((action) => (
                <Button
                  key={action.label}
                  variant={action.variant}
                  onPress={() => (action.confirm ? setAsking({ action, open: true }) : act(action, record))}
                >
                  <FormattedMessage id={action.label} />
                </Button>
              ))
            : undefined
        }
      />
      {outcome}
      {record !== undefined && asking?.action.confirm ? (
        <ConfirmDialog
          isOpen={asking.open}
          onOpenChange={(open) => setAsking({ action: asking.action, open })}
          variant="primary"
          title={context.text(asking.action.label)}
          message={context.text(asking.action.confirm, { name: title })}
          // The dialog stays open, pending, while the write runs, and closes when it is done.
          onConfirm={() => act(asking.action, record)}
        />
      ) : null}
      {answer.error ? (
        <p role="alert">
          {answer.error}{' '}
          <Button size="small" onPress={reload}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      ) : null}
      {record === undefined ? (
        answer.isLoading ? (
          <Spinner />
        ) : null
      ) : (
        <>
          {detail.sections.map((section, index) => (
            <DetailValues
              // Sections are positional and fixed by the declaration.
              key={section.title ?? index}
              section={section}
              record={record}
              context={context}
            />
          ))}
          <DetailTabs
            detail={detail}
            record={record}
            handle={handle}
            context={context}
            asked={address.get(TAB_PARAM)}
            onChange={(tab) =>
              // The tab replaces the address rather than adding to the history: Back leaves the page.
              setAddress(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set(TAB_PARAM, tab);
                  return next;
                },
                { replace: true },
              )
            }
          />
        </>
      )}
    </section>
  );
}

/** A section's labelled values: a real description list, under the section's heading if it has one. */
function DetailValues<Subject>({
  section,
  record,
  context,
}: {
  section: DetailSection<Subject>;
  record: Subject;
  context: DetailContext;
}) {
  const headingId = useId();
  const list = (
    <Descriptions
      bordered
      columns={section.columns ?? 2}
      items={section.items
        .filter((item) => item.when?.(record) ?? true)
        .map((item) => ({
          key: item.label,
          label: context.text(item.label),
          value: item.value(record, context),
          span: item.span,
        }))}
    />
  );
  if (!section.title) return list;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{context.text(section.title)}</h2>
      {list}
    </section>
  );
}

/** The record's tabs, the one the address names selected; a lone tab is a section of its own. */
function DetailTabs<Subject>({
  detail,
  record,
  handle,
  context,
  asked,
  onChange,
}: {
  detail: Detail<Subject>;
  record: Subject;
  handle: DetailHandle;
  context: DetailContext;
  asked: string | null;
  onChange: (tab: string) => void;
}) {
  const headingId = useId();
  const tabs = tabsOf(detail, record);
  const [only] = tabs;
  if (tabs.length === 0 || !only) return null;
  const selected = chosenTab(tabs, asked);
  if (tabs.length === 1) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{context.text(only.label)}</h2>
        {only.render(record, handle)}
      </section>
    );
  }
  return (
    <Tabs
      aria-label={detail.title(record, context)}
      selectedKey={selected}
      onSelectionChange={(key) => onChange(String(key))}
      // Only the open tab's panel is rendered, so only its content is built.
      items={tabs.map((tab) => ({
        id: tab.id,
        label: context.text(tab.label),
        content: tab.id === selected ? tab.render(record, handle) : null,
      }))}
    />
  );
}
