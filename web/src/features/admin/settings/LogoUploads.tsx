/**
 * The branding logos (issue 16 item 3, issue 12 item 7): one upload box per variant, white (for dark
 * backgrounds) and black (for light ones). The file becomes a medium of the organisation (captioned
 * with the variant, so the media page shows it) and its address goes into the settings form; the
 * owner saves the settings as for any other field. Remove clears the variant. Each preview sits on
 * the background its logo is for (the white one on the dark header's colour), so it can be seen.
 */
import type { EditableOrgSettings } from '@configurator/core';
import { UploadBox } from '../../../ui/UploadBox.tsx';

type Logo = NonNullable<EditableOrgSettings['branding']['logo']>;
const variants = [
  { key: 'whiteUrl', label: 'Logo, white (for dark backgrounds)', caption: 'Logo (white)' },
  { key: 'blackUrl', label: 'Logo, black (for light backgrounds)', caption: 'Logo (black)' },
] as const;

interface Props {
  logo: Logo | undefined;
  onChange: (logo: Logo) => void;
  /** The server's reason a variant was refused, by key. */
  issueOf: (key: keyof Logo) => string | undefined;
}

export function LogoUploads({ logo, onChange, issueOf }: Props) {
  return (
    <div className="org-settings-logos">
      {variants.map(({ key, label, caption }) => (
        <div key={key} className={key === 'whiteUrl' ? 'field org-settings-logo is-white' : 'field org-settings-logo'}>
          <span className="field-label">{label}</span>
          <UploadBox
            compact
            target={{ title: caption }}
            label={label}
            previewUrl={logo?.[key] ?? null}
            onUploaded={(result) => onChange({ ...logo, [key]: result.medium.url ?? undefined })}
          />
          {logo?.[key] && (
            <button type="button" className="btn btn-small" onClick={() => onChange({ ...logo, [key]: undefined })}>
              Remove {key === 'whiteUrl' ? 'white' : 'black'} logo
            </button>
          )}
          {issueOf(key) && (
            <p className="field-error" role="alert">
              {issueOf(key)}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
