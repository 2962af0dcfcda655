/**
 * The macros the screens write their words with: `<Trans>Upcoming matches</Trans>`, and
 * `const { t } = useLingui(); t\`Search players\`` for text outside JSX (attributes, toasts).
 * The build (Lingui's native transform, lingui.config.ts) replaces them with message ids and
 * calls into `./index.tsx`; these exports exist for the type checker and the editor.
 */
export { Trans, Plural, Select, useLingui } from '@lingui/react/macro';
