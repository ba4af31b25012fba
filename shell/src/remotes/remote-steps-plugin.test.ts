import { createRemoteStepsPlugin } from './remote-steps-plugin';

test('gives the main thread back before the page module is got and before it is evaluated, changing nothing', async () => {
  const pause = jest.fn(async () => undefined);
  const plugin = createRemoteStepsPlugin(pause);
  const remote = { name: 'passes', entry: 'http://localhost/remotes/passes/remoteEntry.js' };

  // what the runtime passes; a hook that resolves to undefined leaves the runtime's own result in place
  await expect(
    plugin.beforeGetExpose?.({ id: 'passes/pricing-page', expose: './pricing-page', moduleInfo: remote } as never),
  ).resolves.toBeUndefined();
  expect(pause).toHaveBeenCalledTimes(1);
  await expect(
    plugin.beforeExecuteFactory?.({ id: 'passes/pricing-page', expose: './pricing-page', moduleInfo: remote, loadFactory: true } as never),
  ).resolves.toBeUndefined();
  expect(pause).toHaveBeenCalledTimes(2);
});
