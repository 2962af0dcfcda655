/**
 * Register Now (spec 2): opens the configured external form in a new tab, or the league's own
 * form at /register, or /hi/register on a Hindi page (served by the API as a plain page, so a
 * document link, never a router one). With neither the button is shown disabled with a note, so the layout never jumps.
 */
import { Button, ButtonLink } from '@league/ui';
import type { ButtonSize } from '@league/ui';
import { usePublicConfig } from '@league/core/client';
import { Trans } from '@league/ui/i18n/macro';
import { useLocalePath } from '@league/ui/i18n';
import './bands.css';

/** Drawn on the dark green hero and vision bands. */
export function RegisterNow({ size = 'lg' }: { size?: ButtonSize }) {
  const { data: config, isPending } = usePublicConfig();
  // The league's own form has a Hindi twin at /hi/register; an external form's address stays.
  const local = useLocalePath();
  const url = config?.registrationFormUrl ? local(config.registrationFormUrl) : null;
  if (url) {
    return (
      <ButtonLink href={url} variant="accent" size={size} className="register-now">
        <Trans>Register Now</Trans>
        {url[0] !== '/' && (
          <span className="ui-visually-hidden">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        )}
      </ButtonLink>
    );
  }
  return (
    <span className="register-now register-now--off">
      <Button variant="accent" size={size} disabled>
        <Trans>Register Now</Trans>
      </Button>
      {!isPending && (
        <small>
          <Trans>Registration opens soon</Trans>
        </small>
      )}
    </span>
  );
}
