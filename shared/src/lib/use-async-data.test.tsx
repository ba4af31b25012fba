import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAsyncData } from './use-async-data';

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
