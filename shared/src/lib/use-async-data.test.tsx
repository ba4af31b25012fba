import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/client';
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

test('collectFirstScreenData keeps an answer that says the record does not exist, as JSON, and leaves out other faults', async () => {
  const data = await collectFirstScreenData({
    job: () => Promise.reject(new ApiError('Job not found', 404)),
    bad: () => Promise.reject(new ApiError('Invalid id', 400)),
    busy: () => Promise.reject(new ApiError('Server error', 503)),
    offline: () => Promise.reject(new ApiError('Network Error', null)),
  });
  expect(JSON.parse(JSON.stringify(data))).toEqual({
    job: { firstScreenRefusal: { status: 404, message: 'Job not found' } },
    bad: { firstScreenRefusal: { status: 400, message: 'Invalid id' } },
  });
});

test('a refusal the server got starts as that error (an ApiError with its status), not as loading, and Retry asks again', async () => {
  const load = jest.fn().mockResolvedValue('found after all');
  function StatusProbe() {
    const state = useAsyncData<string>(load, 'job');
    if (state.status === 'error' && state.error instanceof ApiError)
      return (
        <button type="button" onClick={state.reload}>
          {`${state.error.status}: ${state.error.message}`}
        </button>
      );
    return <p>{state.status === 'success' ? state.data : state.status}</p>;
  }
  const data = await collectFirstScreenData({ job: () => Promise.reject(new ApiError('Job not found', 404)) });
  render(
    <FirstScreenDataProvider data={JSON.parse(JSON.stringify(data)) as typeof data}>
      <StatusProbe />
    </FirstScreenDataProvider>,
  );
  expect(screen.getByRole('button', { name: '404: Job not found' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '404: Job not found' }));
  expect(await screen.findByText('found after all')).toBeInTheDocument();
});
