/**
 * How the stored bowl styles read on a screen: the values stay the contract's ("Right-arm"),
 * their words follow the page's language. The bat styles (RHB, LHB) are cricket's own
 * abbreviations and read the same in both languages.
 */
import type { useLingui } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import type { BowlStyle } from '../constants';

type I18n = ReturnType<typeof useLingui>['i18n'];

const BOWL_STYLE_LABELS = {
  'Right-arm': msg`Right-arm`,
  'Left-arm': msg`Left-arm`,
} satisfies Record<BowlStyle, unknown>;

/** One style's words ("Left-arm" -> "बाएँ हाथ" on a Hindi page); any other value as it is. */
export function styleLabel(i18n: I18n, style: string): string {
  const label = BOWL_STYLE_LABELS[style as BowlStyle];
  return label ? i18n._(label) : style;
}

/** "LHB · Left-arm", or '' when neither is set. */
export function stylesLine(i18n: I18n, ...styles: Array<string | null | undefined>): string {
  return styles
    .filter((s): s is string => Boolean(s))
    .map((s) => styleLabel(i18n, s))
    .join(' · ');
}
