/**
 * Boots the real server on a fresh database with organisation 1053's demo data: its users sign in with
 * its plugins enabled, see its catalogue by role, and its demo orders are listed and priced.
 */
import { describeDemoOrganisationOnServer } from '@configurator/test-harness';
import { demoOrganisation } from './server.ts';

describeDemoOrganisationOnServer(demoOrganisation);
