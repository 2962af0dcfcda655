/**
 * Words outside a component (a module's constant list, a message table): `msg\`Home\`` is a
 * descriptor the screen renders with `i18n._(descriptor)` from `useLingui()`. Replaced at build
 * like `./macro.ts` (lingui.config.ts `macro.corePackage`).
 */
export { msg, t, plural } from '@lingui/core/macro';
