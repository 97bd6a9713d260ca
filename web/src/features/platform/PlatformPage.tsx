/**
 * /platform: the platform operators' console (issue 16 item 2). Operators sign in with their own
 * session; they create organisations, invite each one's first owner, enable plugins in order with
 * settings from a form generated from each plugin's schema, and see every organisation's plugins and
 * health. Organisation users are refused by the server (403) and see its message here.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  createOrganisationCall,
  disablePluginCall,
  enablePluginCall,
  inviteOwnerCall,
  listInstalledPluginsCall,
  listPlatformOrganisationsCall,
  platformSessionCall,
  platformSignInCall,
  platformSignOutCall,
  type installedPluginInfo,
  type PlatformOrganisation,
} from '@configurator/core';
import { ApiError, callApi, errorMessage } from '../../api/api-client.ts';
import { TextField } from '../../ui/TextField.tsx';
import { SchemaFields, settingsFromValues, type FormValues } from './schema-form.tsx';
import './platform.css';

type Plugin = z.infer<typeof installedPluginInfo>;
type Operator = { email: string; firstName: string };

function SignIn({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onSignedIn(await callApi(platformSignInCall, { email, password }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <form className="platform-card platform-sign-in" onSubmit={(e) => void submit(e)} aria-labelledby="platform-sign-in-title">
      <h1 id="platform-sign-in-title">Platform console</h1>
      <p className="platform-hint">
        For platform operators. Create the first operator with <code>npm run org -- create-operator you@example.com</code>.
      </p>
      <TextField label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary">
        Sign in
      </button>
    </form>
  );
}

function NewOrganisation({ onCreated }: { onCreated: (org: PlatformOrganisation) => void }) {
  const [title, setTitle] = useState('');
  const [productName, setProductName] = useState('');
  const [isArchitectural, setArchitectural] = useState(false);
  const [isEmployeeOnly, setEmployeeOnly] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { organisation } = await callApi(createOrganisationCall, { title, productName, isArchitectural, isEmployeeOnly });
      setTitle('');
      setProductName('');
      setError(null);
      onCreated(organisation);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    }
  };
  const issue = (path: string) => (error instanceof ApiError ? error.issueFor(path) : undefined);
  return (
    <form className="platform-card" onSubmit={(e) => void submit(e)} aria-labelledby="platform-new-title">
      <h2 id="platform-new-title">New organisation</h2>
      <TextField label="Organisation name" value={title} onChange={(e) => setTitle(e.target.value)} error={issue('title')} />
      <TextField
        label="Product name"
        value={productName}
        onChange={(e) => setProductName(e.target.value)}
        error={issue('productName')}
        placeholder="e.g. Client Portal"
      />
      <label className="platform-check">
        <input type="checkbox" checked={isArchitectural} onChange={(e) => setArchitectural(e.target.checked)} /> Architectural (plans and elevations)
      </label>
      <label className="platform-check">
        <input type="checkbox" checked={isEmployeeOnly} onChange={(e) => setEmployeeOnly(e.target.checked)} /> Employees only (no guests)
      </label>
      {error && !(error instanceof ApiError && error.issues.length) && (
        <div className="banner banner-error" role="alert">
          {error.message}
        </div>
      )}
      <button type="submit" className="btn btn-primary">
        Create organisation
      </button>
    </form>
  );
}

function OrganisationPanel({ org, plugins, onChanged }: { org: PlatformOrganisation; plugins: Plugin[]; onChanged: (org: PlatformOrganisation) => void }) {
  const [email, setEmail] = useState('');
  const [pluginId, setPluginId] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const plugin = plugins.find((p) => p.id === pluginId);
  const run = async (action: () => Promise<{ organisation: PlatformOrganisation }>, done: string) => {
    try {
      const { organisation } = await action();
      setError(null);
      setNotice(done);
      onChanged(organisation);
      return true;
    } catch (e) {
      setNotice(null);
      setError(e instanceof Error ? e : new Error(String(e)));
      return false;
    }
  };
  const settingsError = (path: string) =>
    error instanceof ApiError ? error.issues.find((i) => i.path === `settings.${path}` || i.path.startsWith(`settings.${path}.`))?.message : undefined;
  const enable = async (event: FormEvent) => {
    event.preventDefault();
    if (!plugin) return;
    const settings = settingsFromValues(plugin.settingsJsonSchema as never, values);
    if (await run(() => callApi(enablePluginCall, { orgId: org.id, pluginId: plugin.id, settings }), `Enabled ${plugin.title}.`)) setValues({});
  };
  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => callApi(inviteOwnerCall, { orgId: org.id, email }), `Invited ${email}: the mail is on its way.`)) setEmail('');
  };
  return (
    <section className="platform-card" aria-labelledby={`org-${org.id}-title`}>
      <h2 id={`org-${org.id}-title`}>
        {org.title} <span className="platform-hint">#{org.id}</span>
      </h2>
      <p className={org.health.ok ? 'platform-health is-ok' : 'platform-health'}>{org.health.ok ? 'Healthy' : 'Needs attention'}</p>
      {org.health.problems.length > 0 && (
        <ul className="platform-problems">
          {org.health.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <h3>Owners</h3>
      <p>{org.owners.map((o) => o.email).join(', ') || 'None yet.'}</p>
      <form className="platform-row" onSubmit={(e) => void invite(e)}>
        <TextField
          label="Invite an owner (email)"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error instanceof ApiError ? error.issueFor('email') : undefined}
        />
        <button type="submit" className="btn">
          Send invitation
        </button>
      </form>
      <h3>Enabled plugins, in order</h3>
      {org.enabledPlugins.length === 0 ? (
        <p>None.</p>
      ) : (
        <ol className="platform-plugins">
          {org.enabledPlugins.map((p) => (
            <li key={p.id}>
              <span>
                {plugins.find((i) => i.id === p.id)?.title ?? p.id} <code>{p.id}</code>
              </span>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => void run(() => callApi(disablePluginCall, { orgId: org.id, pluginId: p.id }), `Disabled ${p.id}.`)}
              >
                Disable<span className="visually-hidden"> {p.id}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void enable(e)}>
        <div className="field">
          <label className="field-label" htmlFor={`plugin-${org.id}`}>
            Enable a plugin
          </label>
          <select
            id={`plugin-${org.id}`}
            className="input"
            value={pluginId}
            onChange={(e) => {
              setPluginId(e.target.value);
              setValues({});
              setError(null);
            }}
          >
            <option value="">Choose a plugin…</option>
            {plugins
              .filter((p) => p.kind === 'plugin')
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({p.id})
                </option>
              ))}
          </select>
        </div>
        {plugin && (
          <fieldset className="platform-fieldset">
            <legend>Settings of {plugin.title}</legend>
            <SchemaFields
              schema={plugin.settingsJsonSchema as never}
              values={values}
              onChange={(path, value) => setValues((v) => ({ ...v, [path]: value }))}
              errorFor={settingsError}
            />
            <button type="submit" className="btn btn-primary">
              Enable {plugin.title}
            </button>
          </fieldset>
        )}
      </form>
      {error && (
        <div className="banner banner-error" role="alert">
          {error.message}
        </div>
      )}
      {notice && (
        <div className="banner" role="status">
          {notice}
        </div>
      )}
    </section>
  );
}

export function PlatformPage() {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);
  const [organisations, setOrganisations] = useState<PlatformOrganisation[]>([]);
  const [plugins, setPlugins] = useState<Plugin[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [orgs, installed] = await Promise.all([callApi(listPlatformOrganisationsCall, {}), callApi(listInstalledPluginsCall, {})]);
      setOrganisations(orgs.organisations);
      setPlugins(installed.plugins);
      setFailure(null);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    document.title = 'Platform console';
    callApi(platformSessionCall, {}).then(setOperator, () => setOperator(null));
  }, []);
  useEffect(() => {
    if (operator) void load();
  }, [operator, load]);

  const replace = (org: PlatformOrganisation) => {
    setOrganisations((list) => (list.some((o) => o.id === org.id) ? list.map((o) => (o.id === org.id ? org : o)) : [...list, org]));
    setSelected(org.id);
  };

  if (operator === undefined) return <main className="platform" aria-busy="true" />;
  if (!operator)
    return (
      <main className="platform">
        <SignIn onSignedIn={setOperator} />
      </main>
    );
  const current = organisations.find((o) => o.id === selected);
  return (
    <main className="platform">
      <header className="platform-header">
        <h1>Platform console</h1>
        <span>{operator.email}</span>
        <button type="button" className="btn btn-small" onClick={() => void callApi(platformSignOutCall, {}).then(() => setOperator(null))}>
          Sign out
        </button>
      </header>
      {failure && (
        <div className="banner banner-error" role="alert">
          {failure}
        </div>
      )}
      <div className="platform-grid">
        <div>
          <NewOrganisation onCreated={replace} />
          <section className="platform-card" aria-labelledby="platform-orgs-title">
            <h2 id="platform-orgs-title">Organisations</h2>
            <ul className="platform-org-list">
              {organisations.map((o) => (
                <li key={o.id}>
                  <button
                    type="button"
                    className={o.id === selected ? 'platform-org is-selected' : 'platform-org'}
                    aria-pressed={o.id === selected}
                    onClick={() => setSelected(o.id)}
                  >
                    <span className="platform-org-title">{o.title}</span>
                    <span className="platform-hint">
                      #{o.id} · {o.enabledPlugins.map((p) => p.id).join(', ') || 'no plugins'} · {o.health.ok ? 'healthy' : 'needs attention'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {current ? (
          <OrganisationPanel key={current.id} org={current} plugins={plugins} onChanged={replace} />
        ) : (
          <p className="platform-card">Choose an organisation to see its plugins and owners.</p>
        )}
      </div>
    </main>
  );
}

export { PlatformPage as Component };
