/**
 * /admin/settings (issue 16 item 3): the organisation's settings for its owners: branding (logo
 * variants uploaded, accent colour, font, wording, default drawing scale), order statuses (add, rename,
 * reorder, type, guest visibility, milestone, stocked titles), payment methods with the spec's props,
 * the manual payment message and enabled integrations, with a live preview of the home page. The
 * server refuses invalid settings naming the field (shown at it) and a status in use (409).
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  accentTextContrast,
  CONTRAST_MINIMUM,
  defaultTheme,
  getOrgSettingsCall,
  getSessionCall,
  REGISTERED_FONT_NAMES,
  REGISTERED_FONTS,
  statusTypes,
  updateOrgSettingsCall,
  fillTemplate,
  readableOn,
  themePoint,
  type EditableOrgSettings,
} from '@configurator/core';
import { ApiError, callApi, errorMessage } from '../../../api/api-client.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useRegistry, useSession, useSessionStore } from '../../session/session-store.ts';
import { useWording } from '../../session/org-hooks.ts';
import { StatusesEditor } from './StatusesEditor.tsx';
import { PaymentMethodsEditor } from './PaymentMethodsEditor.tsx';
import { LogoUploads } from './LogoUploads.tsx';
import { HeaderStyleField } from './HeaderStyleField.tsx';
import './admin-settings.css';

type Branding = EditableOrgSettings['branding'];

/** A font stack's first family, as a person would name it ('system-ui' is the device's own font). */
const fontName = (stack: string) => {
  const first = stack.split(',')[0]!.trim().replace(/['"]/g, '');
  return first === 'system-ui' ? 'the device’s own font' : first;
};

export function AdminSettingsPage() {
  const session = useSession();
  const orgId = session.activeOrg.id;
  const wording = useWording();
  // The organisation package's own theme: its logos and header style stand when the settings give none.
  const packageTheme = useRegistry().single(themePoint) ?? {};
  const [settings, setSettings] = useState<EditableOrgSettings | null>(null);
  const [inUse, setInUse] = useState<string[]>([]);
  const [integrations, setIntegrations] = useState<string[]>([]);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    document.title = 'Admin: Settings';
    callApi(getOrgSettingsCall, { orgId }).then(
      (answer) => {
        setSettings(answer.settings);
        setInUse(answer.statusKeysInUse);
        setIntegrations(answer.availableIntegrations);
      },
      (e: unknown) => setError(e instanceof Error ? e : new Error(String(e))),
    );
  }, [orgId]);

  if (!settings)
    return (
      <section aria-busy="true">
        {error && (
          <div className="banner banner-error" role="alert">
            {error.message}
          </div>
        )}
      </section>
    );

  const branding = settings.branding;
  const setBranding = (patch: Partial<Branding>) => setSettings({ ...settings, branding: { ...branding, ...patch } });
  const setWording = (patch: NonNullable<Branding['wording']>) => setBranding({ wording: { ...branding.wording, ...patch } });
  const issue = (path: string) =>
    error instanceof ApiError ? error.issues.find((i) => i.path === `settings.${path}` || i.path.startsWith(`settings.${path}.`))?.message : undefined;
  const optional = (v: string) => (v.trim() ? v : undefined);
  // What stands while a field is left empty: the organisation package's theme, else core's. Shown as the
  // swatch and as placeholders, so an empty field never reads as black or as no setting at all.
  const fallback = { ...defaultTheme, ...packageTheme };
  const accent = branding.accentColor ?? fallback.accentColor;
  const contrast = /^#[0-9a-fA-F]{6}$/.test(accent) ? accentTextContrast(accent) : 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      const answer = await callApi(updateOrgSettingsCall, { orgId, settings });
      setSettings(answer.settings);
      setInUse(answer.statusKeysInUse);
      setError(null);
      setSaved(true);
      // The portal takes the new branding at once: the session carries it (adopted without the loading screen).
      const session = await callApi(getSessionCall, {});
      if (session) await useSessionStore.getState().adopt(session);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(errorMessage(e)));
    }
  };

  // The logos as the portal will use them: uploaded ones as a pair, else the package's (core's brandedTheme).
  const uploaded = Boolean(branding.logo?.blackUrl || branding.logo?.whiteUrl);
  const logos = uploaded
    ? { black: branding.logo?.blackUrl, white: branding.logo?.whiteUrl }
    : { black: packageTheme.logoUrl, white: packageTheme.logoWhiteUrl };
  const headerStyle = branding.headerStyle ?? packageTheme.headerStyle ?? 'light';
  const headerLogo = headerStyle === 'dark' ? logos.white : logos.black;
  const previewTitle = fillTemplate(branding.wording?.homeTitle ?? wording.homeTitle, { orgTitle: session.activeOrg.title });
  return (
    <section aria-labelledby="admin-settings-title" className="org-settings">
      <div className="admin-heading">
        <h1 id="admin-settings-title">Settings</h1>
      </div>
      <form onSubmit={(e) => void save(e)} className="org-settings-layout" noValidate>
        <div className="org-settings-fields">
          <fieldset className="org-settings-group">
            <legend>Branding</legend>
            <LogoUploads logo={branding.logo} onChange={(logo) => setBranding({ logo })} issueOf={(key) => issue(`branding.logo.${key}`)} />
            <HeaderStyleField
              value={branding.headerStyle}
              packageDefault={packageTheme.headerStyle ?? 'light'}
              onChange={(style) => setBranding({ headerStyle: style })}
            />
            <div className="org-settings-row">
              <div className="field">
                <label className="field-label" htmlFor="accent-picker">
                  Accent colour
                </label>
                <input
                  id="accent-picker"
                  type="color"
                  className="org-settings-colour"
                  value={/^#[0-9a-fA-F]{6}$/.test(accent) ? accent : '#000000'}
                  onChange={(e) => setBranding({ accentColor: e.target.value })}
                />
              </div>
              <TextField
                label="Accent colour (hex)"
                value={branding.accentColor ?? ''}
                placeholder={fallback.accentColor}
                error={issue('branding.accentColor')}
                onChange={(e) => setBranding({ accentColor: optional(e.target.value) })}
              />
            </div>
            <p className={contrast >= CONTRAST_MINIMUM.text ? 'org-settings-hint' : 'org-settings-hint is-warning'} aria-live="polite">
              Text on this colour: {contrast ? `${contrast.toFixed(1)}:1` : '—'} (
              {contrast >= CONTRAST_MINIMUM.text ? 'readable' : `needs at least ${CONTRAST_MINIMUM.text}:1`})
              {branding.accentColor === undefined && ' · the organisation’s default colour, until one is set'}
            </p>
            <div className="org-settings-row org-settings-type">
              <div className="field org-settings-font">
                <label className="field-label" htmlFor="font-family">
                  Font
                </label>
                <select
                  id="font-family"
                  className="input"
                  value={branding.fontFamily ?? ''}
                  onChange={(e) => setBranding({ fontFamily: (e.target.value || undefined) as Branding['fontFamily'] })}
                >
                  <option value="">Default: {fontName(fallback.fontFamily)}</option>
                  {REGISTERED_FONT_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label="Font size (px)"
                type="number"
                min={12}
                max={20}
                value={branding.fontSize ?? ''}
                placeholder={String(fallback.fontSize)}
                error={issue('branding.fontSize')}
                onChange={(e) => setBranding({ fontSize: e.target.value ? Number(e.target.value) : undefined })}
              />
              <TextField
                label="Default drawing scale"
                type="number"
                step="any"
                value={branding.defaultScale ?? ''}
                placeholder={String(fallback.defaultScale)}
                error={issue('branding.defaultScale')}
                onChange={(e) => setBranding({ defaultScale: e.target.value ? Number(e.target.value) : undefined })}
              />
            </div>
            <div className="org-settings-row">
              <TextField
                label="Order noun"
                value={branding.wording?.order ?? ''}
                placeholder={wording.order}
                error={issue('branding.wording.order')}
                onChange={(e) => setWording({ order: optional(e.target.value) })}
              />
              <TextField
                label="Order noun, plural"
                value={branding.wording?.orders ?? ''}
                placeholder={wording.orders}
                error={issue('branding.wording.orders')}
                onChange={(e) => setWording({ orders: optional(e.target.value) })}
              />
            </div>
            <TextField
              label="Portal title ({orgTitle} is the organisation's name)"
              value={branding.wording?.homeTitle ?? ''}
              placeholder={wording.homeTitle}
              error={issue('branding.wording.homeTitle')}
              onChange={(e) => setWording({ homeTitle: optional(e.target.value) })}
            />
          </fieldset>

          <StatusesEditor
            statuses={settings.productOrderStatuses}
            inUse={inUse}
            types={statusTypes}
            error={issue('productOrderStatuses')}
            onChange={(productOrderStatuses) => setSettings({ ...settings, productOrderStatuses })}
          />

          <PaymentMethodsEditor
            methods={settings.paymentMethods}
            error={issue('paymentMethods')}
            onChange={(paymentMethods) => setSettings({ ...settings, paymentMethods })}
          />

          <fieldset className="org-settings-group">
            <legend>Payment message and integrations</legend>
            <div className="field">
              <label className="field-label" htmlFor="manual-payment-message">
                Manual payment message
              </label>
              <textarea
                id="manual-payment-message"
                className="input"
                rows={3}
                value={settings.manualPaymentMessage ?? ''}
                onChange={(e) => setSettings({ ...settings, manualPaymentMessage: optional(e.target.value) })}
              />
            </div>
            {integrations.length === 0 ? (
              <p className="org-settings-hint">No integration is installed for this organisation.</p>
            ) : (
              integrations.map((key) => (
                <label key={key} className="org-settings-check">
                  <input
                    type="checkbox"
                    checked={settings.enabledIntegrations.includes(key)}
                    onChange={(e) =>
                      setSettings({
                        ...settings,
                        enabledIntegrations: e.target.checked ? [...settings.enabledIntegrations, key] : settings.enabledIntegrations.filter((k) => k !== key),
                      })
                    }
                  />
                  {key}
                </label>
              ))
            )}
          </fieldset>
          {error && (
            <div className="banner banner-error" role="alert">
              {error.message}
              {error instanceof ApiError &&
                error.issues.length > 0 &&
                `: ${error.issues.map((i) => `${i.path.replace(/^settings\./, '')} — ${i.message}`).join('; ')}`}
            </div>
          )}
          {saved && (
            <div className="banner" role="status">
              Settings saved.
            </div>
          )}
          <div>
            <button type="submit" className="btn btn-primary">
              Save settings
            </button>
          </div>
        </div>

        <aside className="org-settings-preview" aria-label="Preview of the home page">
          <h2 className="org-settings-preview-label">Preview</h2>
          <div
            className="org-preview"
            style={{
              fontFamily: branding.fontFamily ? REGISTERED_FONTS[branding.fontFamily] : undefined,
              fontSize: branding.fontSize ? `${branding.fontSize}px` : undefined,
            }}
          >
            <div className={`org-preview-bar is-${headerStyle}`} style={{ borderTopColor: accent }}>
              {headerLogo ? (
                <img src={headerLogo} alt={`${session.activeOrg.title} logo`} className="org-preview-logo" />
              ) : (
                <strong>{session.activeOrg.title}</strong>
              )}
            </div>
            <p className="org-preview-title">{previewTitle}</p>
            <button type="button" className="org-preview-button" tabIndex={-1} aria-hidden="true" style={{ background: accent, color: readableOn(accent) }}>
              New {branding.wording?.order ?? wording.order}
            </button>
            <p className="org-settings-hint">My {branding.wording?.orders ?? wording.orders}</p>
          </div>
          <div className="org-preview org-preview-document">
            <p className="org-settings-hint">On documents and drawing sheets</p>
            {logos.black ? (
              <img src={logos.black} alt={`${session.activeOrg.title} logo on documents`} className="org-preview-logo" />
            ) : (
              <strong>{session.activeOrg.title}</strong>
            )}
          </div>
        </aside>
      </form>
    </section>
  );
}

export { AdminSettingsPage as Component };
