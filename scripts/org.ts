/**
 * npm run org -- <command>: platform operators' command line (create-operator, list, create, set,
 * invite-owner, enable-plugin, disable-plugin); see server/src/platform/org-cli.ts. Uses DATABASE_URL,
 * else the embedded database under DATA_DIR (stop the server first: one process holds that folder).
 */
import 'reflect-metadata';
import { installedPlugins } from '../orgs/installed-plugins.generated.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { OrgRegistries } from '../server/src/plugins/org-registries.ts';
import { mailTransportFor } from '../server/src/mail/mail-transport.ts';
import { CliError, runOrgCommand } from '../server/src/platform/org-cli.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || 'data' });
const mail = mailTransportFor(process.env.SMTP_URL || undefined, process.env.MAIL_FROM || undefined);
try {
  const lines = await runOrgCommand(process.argv.slice(2), {
    orm: database.orm,
    registries: new OrgRegistries(installedPlugins),
    mail,
    publicUrl: process.env.PUBLIC_URL || undefined,
  });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
} finally {
  mail.close();
  await database.close();
}
