/**
 * Resolves in a new task, soon (not in idle time): work after it is not part of the current task, so
 * two halves of a long piece of work (checking a large answer, then rendering it) make two shorter
 * tasks, and the browser may paint or answer input between them. scheduler.yield where the browser
 * has it (the continuation keeps its priority), else a message, which background tabs do not slow
 * down as they do timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
