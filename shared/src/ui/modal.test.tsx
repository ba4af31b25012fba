import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, ThankYouModal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Enter your details" onClose={() => setOpen(false)} actions={<button type="button">Pay Now</button>}>
          <label>
            Name <input />
          </label>
        </Modal>
      ) : null}
    </>
  );
}

test('focus moves into the dialog, stays there on Tab, and Escape closes it and returns focus', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Enter your details' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the thank-you modal shows the message and the reference number', async () => {
  const onClose = jest.fn();
  render(<ThankYouModal message="Your form has been submitted successfully." reference="CT-2026-00042" onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Thank You' })).toBeInTheDocument();
  expect(screen.getByText('Your form has been submitted successfully.')).toBeInTheDocument();
  expect(screen.getByText('CT-2026-00042')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('a Thank You modal gives focus back to the submit button that lost it while the form was sending', async () => {
  const user = userEvent.setup();
  function SendingForm() {
    const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setState('sending');
          // a browser drops focus to <body> when the focused button is disabled
          (document.activeElement as HTMLElement | null)?.blur();
          setTimeout(() => setState('sent'), 0);
        }}
      >
        <button type="submit" disabled={state === 'sending'}>
          Submit
        </button>
        {state === 'sent' ? <ThankYouModal message="Sent" onClose={() => setState('idle')} /> : null}
      </form>
    );
  }
  render(<SendingForm />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeInTheDocument();
  expect(document.body).not.toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
});
