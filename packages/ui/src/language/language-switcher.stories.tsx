import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';
import { componentStories } from '../testing';

const languages = [
  { code: 'EN', name: 'English', lang: 'en' },
  { code: 'PHP', name: 'Filipino', lang: 'fil' },
  { code: 'CN', name: '中文', lang: 'zh' },
];

function Demo({ initial }: { initial: string }) {
  const [current, setCurrent] = useState(initial);
  return <LanguageSwitcher languages={languages} current={current} onChange={setCurrent} />;
}

const meta = { title: 'UI/Language switcher', ...componentStories(Demo, { initial: 'EN' }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filipino' }));
    await expect(canvas.getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Chinese: Story = { args: { initial: 'CN' } };
