/**
 * The organisation's header style (catalogue §6: a white and a black logo, each where it belongs): a
 * light header bar shows the black logo, a dark one the white logo. Empty keeps the style the
 * organisation's package gives (named, so the owner knows what 'default' means).
 */
import { HEADER_STYLES, type HeaderStyle } from '@configurator/core';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';

const labels: Record<HeaderStyle, string> = { light: 'Light, with the black logo', dark: 'Dark, with the white logo' };

interface Props {
  value: HeaderStyle | undefined;
  /** The style the organisation's package gives when the setting is empty. */
  packageDefault: HeaderStyle;
  onChange: (value: HeaderStyle | undefined) => void;
}

export function HeaderStyleField({ value, packageDefault, onChange }: Props) {
  return (
    <LabelledSelect<'' | HeaderStyle>
      label="Header"
      value={value ?? ''}
      choices={[
        { value: '', label: `Default: ${labels[packageDefault].toLowerCase()}` },
        ...HEADER_STYLES.map((style) => ({ value: style, label: labels[style] })),
      ]}
      onChange={(style) => onChange(style || undefined)}
    />
  );
}
