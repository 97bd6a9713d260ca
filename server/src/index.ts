/** @configurator/server: the composition root for tests and tools (npm start runs main.ts). */
export { createApp, startServer, type App, type RunningServer, type ServerOptions } from './app.ts';
