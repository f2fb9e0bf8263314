import { RESULT_BANDS, type ResultBand } from '@school-sports/domain';
import { Tag, type TagVariant } from '@school-sports/ui';
import { domainText } from '../i18n/translate.ts';
import { useLocale } from '../shell/LocaleContext.ts';

/**
 * The colour of each band a result carries: the standard's excellent and good in green and blue,
 * a pass plain, a fail red; a normal BMI green, under- and overweight amber, obesity red.
 */
const bandVariant: Readonly<Record<ResultBand, TagVariant>> = {
  excellent: 'success',
  good: 'info',
  pass: 'default',
  fail: 'danger',
  normal: 'success',
  underweight: 'warning',
  overweight: 'warning',
  obese: 'danger',
};

/** Whether a stored band is one the app knows (a newer gateway may store others). */
export function isResultBand(band: string): band is ResultBand {
  return (RESULT_BANDS as readonly string[]).includes(band);
}

/** The label of a band, as the domain names it. */
export function bandLabel(band: ResultBand): string {
  return band === 'normal' || band === 'underweight' || band === 'overweight' || band === 'obese'
    ? `physique.bmiBand.${band}`
    : `physique.band.${band}`;
}

/** A result's band as a coloured tag with its name; nothing for a result without one. */
export function BandTag({ band }: { band: string | null }) {
  const { locale } = useLocale();
  if (band === null) return null;
  if (!isResultBand(band)) return <Tag>{band}</Tag>;
  return <Tag variant={bandVariant[band]}>{domainText(locale, bandLabel(band))}</Tag>;
}
