import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './language-switcher';

const languages = [
  { code: 'EN', name: 'English', lang: 'en' },
  { code: 'PHP', name: 'Filipino', lang: 'fil' },
  { code: 'CN', name: '中文', lang: 'zh' },
];

describe('LanguageSwitcher', () => {
  it('marks the current language as pressed', () => {
    render(<LanguageSwitcher languages={languages} current="PHP" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh');
  });

  it('switches with the keyboard and ignores the current language', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher languages={languages} current="EN" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('CN');
  });
});
