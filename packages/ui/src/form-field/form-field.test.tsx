import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PasswordField, SelectField, TextField } from './index';

describe('TextField', () => {
  it('ties the label, description and error to the input for screen readers', () => {
    render(
      <TextField label="Full name" description="As on your ID" error="Full name is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAccessibleDescription('As on your ID Full name is required');
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Full name is required');
  });

  it('is valid and has no description when none is given', () => {
    render(<TextField label="Account id" />);
    const input = screen.getByRole('textbox', { name: 'Account id' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('lets only letters and space through the alphabet-only filter', async () => {
    render(<TextField label="Full name" filter="alpha" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Juan 2 Cruz!');
    expect(input).toHaveValue('Juan  Cruz');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('Juan  Cru');
  });

  it('lets only digits through the digit-only filter, typed or pasted', async () => {
    render(<TextField label="Phone" filter="digits" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '09a1-2');
    expect(input).toHaveValue('0912');
    await userEvent.click(input);
    await userEvent.paste(' 34x5');
    expect(input).toHaveValue('0912345');
  });

  it("works with react-hook-form's register and zod", async () => {
    const onValid = vi.fn();
    function Form() {
      const schema = z.object({ account: z.string().min(6, 'At least 6 characters') });
      const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
      return (
        <form onSubmit={(e) => void handleSubmit(onValid)(e)}>
          <TextField
            label="Account id"
            {...register('account')}
            error={formState.errors.account?.message}
          />
          <button type="submit">Sign in</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Account id' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least 6 characters');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account id' }), 'def');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).toHaveBeenCalledWith({ account: 'abcdef' }, expect.anything());
  });
});

describe('PasswordField', () => {
  it('hides the password until the show toggle is pressed', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('SelectField', () => {
  it('ties the label, description and error to the select and reports the choice', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(
      <SelectField
        label="Bank"
        description="Where the money goes"
        error="Choose a bank"
        defaultValue=""
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        <option value="">Choose</option>
        <option value="BDO">BDO</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAccessibleDescription('Where the money goes Choose a bank');
    expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'BDO');
    expect(onChange).toHaveBeenCalledWith('BDO');
  });
});
