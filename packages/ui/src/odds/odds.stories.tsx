import { createStore } from '@playfront/core/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, userEvent } from 'storybook/test';
import { Odds, OddsFormatSelect } from './odds';
import { surface } from '../testing';

/** The format select and three prices (a favourite, evens, an outsider) that follow it. */
function Demo() {
  const [store] = useState(() => createStore({ storage: null }));
  return (
    <Provider store={store}>
      <OddsFormatSelect />
      <ul data-testid="prices" style={{ color: 'var(--pf-fg)' }}>
        {[1.5, 2, 4.33].map((price) => (
          <li key={price}>
            <Odds decimal={price} />
          </li>
        ))}
      </ul>
    </Provider>
  );
}

const meta = {
  title: 'UI/Odds',
  component: Demo,
  decorators: [surface()],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formats: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'fractional');
    await expect(canvas.getByTestId('prices')).toHaveTextContent('1/21/110/3');
  },
};
