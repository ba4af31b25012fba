import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectFirstScreenData, FirstScreenDataProvider, useAsyncData } from './use-async-data';

function Probe({ load }: { load: () => Promise<string> }) {
  const state = useAsyncData(load, 'probe');
  if (state.status === 'loading') return <p>Loading...</p>;
  if (state.status === 'error')
    return (
      <button type="button" onClick={state.reload}>
        {state.error.message}
      </button>
    );
  return <p>{state.data}</p>;
}

test('goes from loading to data, and from error back to data on reload', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded');
  render(<Probe load={load} />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'offline' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a key the server fetched starts as data and is not fetched again; another key still loads', async () => {
  const load = jest.fn().mockResolvedValue('from the browser');
  const { rerender } = render(
    <FirstScreenDataProvider data={{ probe: 'from the server' }}>
      <Probe load={load} />
    </FirstScreenDataProvider>,
  );
  expect(screen.getByText('from the server')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).not.toHaveBeenCalled();

  rerender(
    <FirstScreenDataProvider data={{ other: 'unrelated' }}>
      <Probe key="fresh" load={load} />
    </FirstScreenDataProvider>,
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('from the browser')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('collectFirstScreenData leaves out the keys whose call failed', async () => {
  await expect(
    collectFirstScreenData({ prices: () => Promise.resolve([1, 2]), team: () => Promise.reject(new Error('down')) }),
  ).resolves.toEqual({ prices: [1, 2] });
});
