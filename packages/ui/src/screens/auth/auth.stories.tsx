import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginModalBody } from './login-modal-body';
import { LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';
import { withSandbox } from './story-support';

const meta = {
  title: 'Screens/Auth',
  component: LoginScreen,
  decorators: [withSandbox()],
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const LoginMissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(2);
  },
};

export const LoginWithCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with a one-time code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account ID' }), 'demo01');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('textbox', { name: 'One-time code' })).toBeVisible();
  },
};

export const LoginModal: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem', padding: '1.5rem' }}>
      <LoginModalBody />
    </div>
  ),
};

export const Register: Story = { render: () => <RegisterScreen /> };

export const RegisterCodeStep: Story = {
  render: () => <RegisterScreen />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account ID' }), 'player01');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '09171234567');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-05-17');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /^I declare that I am not a government official/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Join now' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Verify your mobile number' }),
    ).toBeVisible();
  },
};

export const ForgotPassword: Story = { render: () => <ForgotPasswordScreen /> };
