import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../start-in-steps';

/**
 * A federation runtime plugin for the browser: loading a remote's page gives the main thread back twice, once the
 * remote's entry has run and its container is initialised (before the page's module and the shared modules it
 * uses are negotiated), and before that module is evaluated. Without it, all of that ran in the one task in which the
 * entry script's load event fired, several times longer on the phone Lighthouse models, while the server-rendered
 * page was already on screen. The same as the shell's own start (start-in-steps.ts).
 */
export function createRemoteStepsPlugin(pause: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'chalein-remote-steps',
    async beforeGetExpose() {
      await pause();
    },
    async beforeExecuteFactory() {
      await pause();
    },
  };
}
