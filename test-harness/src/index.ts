/**
 * @configurator/test-harness: boots the real server on a fresh database for tests, with the installed
 * plugins and organisations (organisation packages' tests use it instead of reaching into tests/).
 *  - bootOrganisation: an organisation's demo data on a server, its demo users signed in by role;
 *  - describeDemoOrganisationOnServer: the checks every organisation's demo data must pass;
 *  - useRoleMatrix: a server with signed-in clients of every role, for permission tests;
 *  - startTestServer, ApiClient: the lower-level pieces the platform's own integration tests use.
 */
export { bootOrganisation, type BootedOrganisation } from './boot-organisation.ts';
export { describeDemoOrganisationOnServer } from './demo-organisation-suite.ts';
export { ROLE_MATRIX_EMAILS, signedInClients, startTestServer, type TestServer } from './test-server.ts';
export { useRoleMatrix, type RoleMatrix } from './role-matrix.ts';
export { ApiClient, type ApiResult, type ErrorBody } from './api-client.ts';
export { keepAliveTransport } from './keep-alive-transport.ts';
export { freshEmbeddedDatabase } from './pglite-template.ts';
export { FIXTURE_PLUGIN_ID, fixturePlugins } from './fixture-plugins.ts';
export { FIXTURE_KIT_ID, REFUSED_APPROVAL_NOTE, guardRefusal, markerEntityType } from './fixture-kit/index.ts';
export { movesSeenCall } from './fixture-kit/calls.ts';
