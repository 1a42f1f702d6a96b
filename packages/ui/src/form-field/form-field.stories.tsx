import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { componentStories } from '../testing';

const meta = {
  title: 'UI/Form field',
  ...componentStories(TextField, { label: 'Full name' }, { maxWidth: '24rem' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithDescription: Story = {
  args: { label: 'Account id', description: '6-16 letters or digits, starting with a letter' },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'player@', error: 'Invalid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Types `typed` into the field and checks that it keeps only `kept`. */
const keeps =
  (typed: string, kept: string): Story['play'] =>
  async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(input, typed);
    await expect(input).toHaveValue(kept);
  };

export const AlphabetOnly: Story = {
  args: { label: 'Full name', filter: 'alpha', description: 'Letters and spaces only' },
  play: keeps('Ana 7 Reyes', 'Ana  Reyes'),
};

export const DigitsOnly: Story = {
  args: { label: 'Phone', filter: 'digits', description: 'Digits only' },
  play: keeps('0917-555', '0917555'),
};

export const Disabled: Story = {
  args: { label: 'Account id', defaultValue: 'demo01', disabled: true },
};

export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="demo1234" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('demo1234');
  },
};
