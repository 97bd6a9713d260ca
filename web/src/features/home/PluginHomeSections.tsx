/** The home page sections the organisation's plugins add ('home-sections'), after its category tiles. */
import { useId, type ReactNode } from 'react';
import { homeSectionsPoint, type PluginHomeSection } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';

type SectionProps = Parameters<PluginHomeSection['Section']>[0];

function PluginSection({ section, props }: { section: PluginHomeSection; props: SectionProps }) {
  const titleId = useId();
  const Section = section.Section as (props: SectionProps) => ReactNode;
  return (
    <section className="home-section plugin-home-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section-title">
        {section.title}
      </h2>
      <Section {...props} />
    </section>
  );
}

export function PluginHomeSections() {
  const registry = useRegistry();
  const session = useSession();
  const { isEmployee } = useRoleFacts();
  const viewer = { userId: session.user.id, orgId: session.activeOrg.id, role: session.activeOrg.role, isEmployee };
  return registry
    .allWithSettings(homeSectionsPoint)
    .map(({ value, settings }) => <PluginSection key={value.title} section={value} props={{ viewer, settings, callApi }} />);
}
