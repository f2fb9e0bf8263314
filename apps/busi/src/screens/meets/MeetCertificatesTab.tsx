import {
  type DataOf,
  GatewayError,
  meetArrangeList,
  meetCertificatePrint,
  type meetDetail,
  meetEntryClasses,
  meetSealList,
} from '@school-sports/gateway-client';
import { Button } from '@school-sports/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AppLocale, appLocales, localeNames } from '../../i18n/locale.ts';
import { domainText, failureText } from '../../i18n/translate.ts';
import { saveFile } from '../../kit/exportList.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as table from './arrange.css.ts';
import * as styles from './certificates.css.ts';
import { useEventTexts } from './eventTexts.ts';

type Meet = DataOf<typeof meetDetail>;

type Batch = 'event' | 'class' | 'teams';
const BATCHES: readonly Batch[] = ['event', 'class', 'teams'];

/**
 * A meet's certificates: an event's placed athletes, a class's places or the placed teams, with up
 * to two of the organisation's enabled seals, in a chosen language, downloaded as one PDF. A
 * refusal (results not confirmed yet, nobody placed) is said in words next to the button.
 */
export function MeetCertificatesTab({ meet }: { meet: Meet }) {
  const intl = useIntl();
  const can = useCan();
  const texts = useEventTexts();
  const { locale } = useLocale();
  const titleId = useId();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const events = useGatewayQuery(meetArrangeList, { meetId: meet.meetId });
  const classes = useGatewayQuery(meetEntryClasses, {});
  const seals = useGatewayQuery(meetSealList, {});
  const drawn = (events.data ?? []).filter((event) => event.arrangement !== null);
  const usable = (seals.data ?? []).filter((seal) => seal.enabled);
  const [batch, setBatch] = useState<Batch>('event');
  const [eventId, setEventId] = useState('');
  const [classId, setClassId] = useState('');
  const [sealId, setSealId] = useState('');
  const [secondSealId, setSecondSealId] = useState('');
  const [language, setLanguage] = useState<AppLocale>(locale);
  const [printing, setPrinting] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const chosenEvent = eventId || drawn[0]?.eventId || '';
  const chosenClass = classId || classes.data?.[0]?.classId || '';

  async function download() {
    if (printing) return;
    setPrinting(true);
    setOutcome(null);
    try {
      const file = await gateway.download(meetCertificatePrint, {
        meetId: meet.meetId,
        batch,
        eventId: batch === 'event' ? chosenEvent : '',
        classId: batch === 'class' ? chosenClass : '',
        sealId,
        secondSealId: sealId ? secondSealId : '',
        language,
      });
      const name = file.fileName ?? 'certificates.pdf';
      saveFile(file.blob, name);
      setOutcome({ kind: 'done', text: text('meetCertificates.downloaded', { name }) });
    } catch (error) {
      const refusal = error instanceof GatewayError ? error.refusal : undefined;
      setOutcome({
        kind: 'refused',
        text: refusal
          ? domainText(locale, refusal.id, refusal.values as Record<string, string | number>)
          : failureText(locale, error),
      });
    } finally {
      setPrinting(false);
    }
  }

  const sealOptions = (except: string) => [
    <option key="" value="">
      {text('meetCertificates.noSeal')}
    </option>,
    ...usable
      .filter((seal) => seal.sealId !== except)
      .map((seal) => (
        <option key={seal.sealId} value={seal.sealId}>
          {seal.name}
        </option>
      )),
  ];

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId}>{text('meetCertificates.title')}</h3>
      <p>{text('meetCertificates.help')}</p>
      {events.error ? <p role="alert">{events.error}</p> : null}
      <div className={styles.form}>
        <fieldset className={styles.radios}>
          <legend>{text('meetCertificates.batch')}</legend>
          {BATCHES.map((one) => (
            <label key={one}>
              <input type="radio" name="certificate-batch" checked={batch === one} onChange={() => setBatch(one)} />{' '}
              {text(`meetCertificates.batch.${one}`)}
            </label>
          ))}
        </fieldset>
        {batch === 'event' ? (
          drawn.length > 0 ? (
            <label className={styles.choice}>
              {text('meetCertificates.event')}
              <select
                className={table.picker}
                value={chosenEvent}
                onChange={(change) => setEventId(change.target.value)}
              >
                {drawn.map((one) => (
                  <option key={one.eventId} value={one.eventId}>
                    {`${one.name} · ${texts.sex(one.sex)}`}
                  </option>
                ))}
              </select>
            </label>
          ) : events.data ? (
            <p>{text('meetCertificates.nothingDrawn')}</p>
          ) : null
        ) : null}
        {batch === 'class' ? (
          <label className={styles.choice}>
            {text('meetCertificates.class')}
            <select className={table.picker} value={chosenClass} onChange={(change) => setClassId(change.target.value)}>
              {(classes.data ?? []).map((one) => (
                <option key={one.classId} value={one.classId}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.choice}>
          {text('meetCertificates.seal')}
          <select className={table.picker} value={sealId} onChange={(change) => setSealId(change.target.value)}>
            {sealOptions(secondSealId)}
          </select>
        </label>
        <label className={styles.choice}>
          {text('meetCertificates.secondSeal')}
          <select
            className={table.picker}
            value={secondSealId}
            disabled={sealId === ''}
            onChange={(change) => setSecondSealId(change.target.value)}
          >
            {sealOptions(sealId)}
          </select>
        </label>
        <label className={styles.choice}>
          {text('meetCertificates.language')}
          <select
            className={table.picker}
            value={language}
            onChange={(change) => setLanguage(change.target.value as AppLocale)}
          >
            {appLocales.map((one) => (
              <option key={one} value={one} lang={one}>
                {localeNames[one]}
              </option>
            ))}
          </select>
        </label>
        {can('certificatePrint') ? (
          <span>
            <Button
              variant="primary"
              isDisabled={printing || (batch === 'event' && chosenEvent === '')}
              onPress={() => void download()}
            >
              {text('meetCertificates.download')}
            </Button>
          </span>
        ) : null}
        <p role="status">{outcome?.kind === 'done' ? outcome.text : ''}</p>
        {outcome?.kind === 'refused' ? <p role="alert">{outcome.text}</p> : null}
      </div>
    </section>
  );
}
