/**
 * The background jobs plugins schedule ('server-jobs'), as rows of the server's jobs table: named
 * '<plugin id>-<job>', run with the plugin services they declared. Jobs run for the whole server; a
 * job that concerns organisations reads which ones enable its plugin itself.
 */
import type { DependencyContainer } from 'tsyringe';
import { pluginJobsPoint, type PluginJob } from '@configurator/core';
import { OrgRegistries } from './org-registries.ts';
import { PluginServices } from './plugin-services.ts';
import type { BackgroundJob } from '../jobs/background-jobs.ts';

export function pluginBackgroundJobs(root: DependencyContainer): BackgroundJob[] {
  if (!root.isRegistered(OrgRegistries, true) || !root.isRegistered(PluginServices, true)) return [];
  const services = root.resolve(PluginServices);
  return root.resolve(OrgRegistries).installed.installed.flatMap((plugin) =>
    plugin.contributions
      .filter((c) => c.point.id === pluginJobsPoint.id)
      .map((c) => {
        const job = c.value as PluginJob;
        return { name: `${plugin.id}-${job.name}`, cron: job.cron, everyMs: job.everyMs, run: () => job.run(services.forJob(job.deps) as never) };
      }),
  );
}
