import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countErrors, useFormState } from '@chalein/shared/lib/use-form';
import { ChoiceGroup } from './choice-group';
import { ErrorSummary } from './error-summary';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Field = 'name' | 'city' | 'notes' | 'vehicle';

const rules = (values: Record<Field, string>) => ({
  name: values.name ? undefined : 'Please enter your name.',
  city: values.city ? undefined : 'Please choose your city.',
  vehicle: values.vehicle ? undefined : 'Please choose a vehicle.',
});

// a form as every form of the site builds it: the hook, the summary, the field family
function SampleForm() {
  const form = useFormState<Field>({ name: '', city: '', notes: '', vehicle: '' });
  const [sent, setSent] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = rules(form.values);
        if (countErrors(found) > 0) form.refuse(event.currentTarget, found);
        else setSent(true);
      }}
    >
      <ErrorSummary count={form.summaryCount} />
      <TextField
        label="Notes"
        name="notes"
        multiline
        rows={3}
        value={form.values.notes}
        onChange={(value) => form.setValue('notes', value)}
      />
      <TextField
        label="Name"
        name="name"
        required
        hint="As on your ID."
        value={form.values.name}
        error={form.errors.name}
        onChange={(value) => form.setValue('name', value.toUpperCase())}
      />
      <SelectField
        label="City"
        name="city"
        required
        placeholder="Select city"
        options={['Bengaluru', { value: 'MYS', label: 'Mysuru' }]}
        value={form.values.city}
        error={form.errors.city}
        onChange={(value) => form.setValue('city', value)}
      />
      <ChoiceGroup
        legend="Vehicle"
        name="vehicle"
        required
        options={[
          { value: '2', label: 'Two-Wheeler' },
          { value: '4', label: 'Four-Wheeler' },
        ]}
        value={form.values.vehicle}
        error={form.errors.vehicle}
        onChange={(value) => form.setValue('vehicle', value)}
      />
      <button type="submit">Send</button>
      {sent ? <p>Sent.</p> : null}
    </form>
  );
}

test('a refused submit announces how many fields to correct and focuses the first invalid field in the form', async () => {
  const user = userEvent.setup();
  render(<SampleForm />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Please correct the 3 fields marked below.').closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('As on your ID. Please enter your name.');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getByRole('group', { name: /^Vehicle/ })).toHaveAccessibleDescription('Please choose a vehicle.');
});

test('fixing a field clears its message and counts down the summary, which goes once nothing is left', async () => {
  const user = userEvent.setup();
  render(<SampleForm />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'asha');
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('ASHA');
  expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  expect(screen.getByText('Please correct the 2 fields marked below.')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Mysuru');
  expect(screen.getByText('Please correct the field marked below.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Four-Wheeler' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Sent.')).toBeInTheDocument();
});

test('the select offers its empty first choice, then the options', () => {
  render(<SampleForm />);
  const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
  expect(options).toEqual([
    ['', 'Select city'],
    ['Bengaluru', 'Bengaluru'],
    ['MYS', 'Mysuru'],
  ]);
});
