/**
 * The command line of platform operators (npm run org -- <command>): the console's operations on the
 * database directly, for the first operator (who has no console yet) and for scripts. Each change is
 * audited as made from the command line. Answers the lines to print; throws CliError with usage on
 * wrong input and the API's message (with fields) when a check refuses.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { container, type DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PlatformOrganisation } from '@configurator/core';
import { Tokens, type Logger, type ServerSettings } from '../di/tokens.ts';
import { PlatformOperatorSchema, UserSchema } from '../db/entities/index.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { OutboxOnlyTransport, type MailTransport } from '../mail/mail-transport.ts';
import { ApiError } from '../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { PlatformService } from './platform-service.ts';
import { audit, type Actor } from './platform-audit.ts';

export class CliError extends Error {}

export const ORG_CLI_USAGE = `Usage: npm run org -- <command> [options]
  create-operator <email> [--first-name F] [--last-name L]   make a user a platform operator (creates the account;
                                                             password from OPERATOR_PASSWORD, else one is generated and printed)
  list                                                       organisations with their plugins, owners and health
  create --title "Acme" --product-name "Portal" [--architectural] [--employee-only]
  set <orgId> [--title T] [--product-name P] [--architectural|--not-architectural] [--employee-only|--not-employee-only]
  invite-owner <orgId> <email> [--first-name F] [--last-name L]   mails a sign-in link (kept in the outbox without SMTP_URL)
  enable-plugin <orgId> <pluginId> [--settings '{"json":1}'] [--position N]
  disable-plugin <orgId> <pluginId>`;

export interface OrgCliContext {
  orm: MikroORM;
  registries: OrgRegistries;
  mail?: MailTransport;
  publicUrl?: string;
  logger?: Logger;
}

const CLI_ACTOR: Actor = { userId: null, via: 'cli' };

export async function runOrgCommand(argv: string[], context: OrgCliContext): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      'product-name': { type: 'string' },
      architectural: { type: 'boolean' },
      'not-architectural': { type: 'boolean' },
      'employee-only': { type: 'boolean' },
      'not-employee-only': { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      settings: { type: 'string' },
      position: { type: 'string' },
    },
    strict: true,
  });
  const text = (name: 'title' | 'product-name' | 'first-name' | 'last-name' | 'settings' | 'position') => values[name];
  // --architectural / --not-architectural (and the same for employee-only); neither: unchanged.
  const flag = (name: 'architectural' | 'employee-only'): boolean | undefined => (values[name] ? true : values[`not-${name}`] ? false : undefined);
  const [command, ...rest] = positionals;
  const scope = scopeFor(context);
  const platform = scope.resolve(PlatformService);
  const orgIdAt = (i: number): number => {
    const raw = rest[i];
    if (!raw || !/^\d+$/.test(raw)) throw new CliError(`Give the organisation's id.\n${ORG_CLI_USAGE}`);
    return Number(raw);
  };
  try {
    switch (command) {
      case 'create-operator':
        return await createOperator(scope, rest[0], text('first-name') ?? '', text('last-name') ?? '');
      case 'list':
        return (await platform.list()).flatMap(describe);
      case 'create': {
        const org = await platform.create(CLI_ACTOR, {
          title: text('title') ?? '',
          productName: text('product-name') ?? '',
          isArchitectural: flag('architectural') ?? false,
          isEmployeeOnly: flag('employee-only') ?? false,
        });
        return [`Created organisation ${org.id} (${org.title}).`, ...describe(org)];
      }
      case 'set':
        return describe(
          await platform.update(CLI_ACTOR, {
            orgId: orgIdAt(0),
            title: text('title'),
            productName: text('product-name'),
            isArchitectural: flag('architectural'),
            isEmployeeOnly: flag('employee-only'),
          }),
        );
      case 'invite-owner': {
        if (!rest[1]) throw new CliError(`Give the owner's email.\n${ORG_CLI_USAGE}`);
        const org = await platform.inviteOwner(CLI_ACTOR, {
          orgId: orgIdAt(0),
          email: rest[1],
          firstName: text('first-name') ?? '',
          lastName: text('last-name') ?? '',
        });
        return [`Invited ${rest[1].toLowerCase()} as owner of ${org.title}; the mail is in the outbox.`];
      }
      case 'enable-plugin': {
        if (!rest[1]) throw new CliError(`Give the plugin's id.\n${ORG_CLI_USAGE}`);
        const settings = parseSettings(text('settings'));
        const position = text('position') === undefined ? undefined : Number(text('position'));
        return describe(await platform.enablePlugin(CLI_ACTOR, { orgId: orgIdAt(0), pluginId: rest[1], settings, position }));
      }
      case 'disable-plugin':
        if (!rest[1]) throw new CliError(`Give the plugin's id.\n${ORG_CLI_USAGE}`);
        return describe(await platform.disablePlugin(CLI_ACTOR, { orgId: orgIdAt(0), pluginId: rest[1] }));
      default:
        throw new CliError(ORG_CLI_USAGE);
    }
  } catch (error) {
    if (error instanceof ApiError) {
      throw new CliError([error.message, ...(error.issues ?? []).map((i) => `  ${i.path}: ${i.message}`)].join('\n'));
    }
    if (error instanceof Error && error.name === 'ZodError') throw new CliError(`${error.message}\n${ORG_CLI_USAGE}`);
    throw error;
  }
}

function parseSettings(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new CliError(`--settings takes a JSON object, e.g. --settings '{"categoryIds":[1]}'.`);
}

async function createOperator(scope: DependencyContainer, email: string | undefined, firstName: string, lastName: string): Promise<string[]> {
  if (!email || !email.includes('@')) throw new CliError(`Give the operator's email.\n${ORG_CLI_USAGE}`);
  const em = scope.resolve<MikroORM>(Tokens.Orm).em.fork();
  const lines: string[] = [];
  let user = await em.findOne(UserSchema, { email: email.toLowerCase() });
  if (!user) {
    const password = process.env.OPERATOR_PASSWORD || randomBytes(12).toString('base64url');
    user = em.create(UserSchema, { email: email.toLowerCase(), passwordHash: await hashPassword(password), firstName, lastName, appData: {} });
    await em.flush();
    lines.push(
      process.env.OPERATOR_PASSWORD
        ? `Created ${user.email} with the password from OPERATOR_PASSWORD.`
        : `Created ${user.email} with the password: ${password} (shown once).`,
    );
  }
  if (await em.count(PlatformOperatorSchema, { userId: user.id })) return [...lines, `${user.email} is already a platform operator.`];
  em.create(PlatformOperatorSchema, { userId: user.id });
  await em.flush();
  await audit(em, CLI_ACTOR, null, 'operator.create', { userId: user.id, email: user.email });
  return [...lines, `${user.email} is a platform operator: sign in at /platform.`];
}

function describe(org: PlatformOrganisation): string[] {
  const plugins = org.enabledPlugins.map((p) => p.id).join(', ') || 'none';
  const owners = org.owners.map((o) => o.email).join(', ') || 'none';
  return [
    `${org.id}  ${org.title}  plugins: ${plugins}  owners: ${owners}  ${org.health.ok ? 'healthy' : 'needs attention'}`,
    ...org.health.problems.map((p) => `    - ${p}`),
  ];
}

function scopeFor(context: OrgCliContext): DependencyContainer {
  const scope = container.createChildContainer();
  const settings: ServerSettings = { publicUrl: context.publicUrl ?? 'http://localhost:3000', publicUrlConfigured: !!context.publicUrl };
  scope.register(Tokens.Orm, { useValue: context.orm });
  scope.register(Tokens.Em, { useValue: context.orm.em.fork() });
  scope.register(Tokens.Settings, { useValue: settings });
  scope.register(Tokens.Mail, { useValue: context.mail ?? new OutboxOnlyTransport() });
  scope.register(Tokens.Logger, { useValue: context.logger ?? { info: (m: string) => console.log(m), error: (m: string) => console.error(m) } });
  scope.register(OrgRegistries, { useValue: context.registries });
  return scope;
}
