import type { OddsFormat } from '@playfront/core/sports';
import { createStore, selectOddsFormat } from '@playfront/core/store';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../testing';
import { Odds, OddsFormatSelect } from './odds';

const storeIn = (format: OddsFormat = 'decimal') =>
  createStore({ storage: null, preloadedState: { odds: { format } } });

const expected: Record<OddsFormat, [string, string]> = {
  decimal: ['1.91', '2.50'],
  hongkong: ['0.91', '1.50'],
  malay: ['0.91', '-0.67'],
  indonesian: ['-1.10', '1.50'],
  american: ['-110', '+150'],
  fractional: ['10/11', '3/2'],
};

async function show(format?: OddsFormat) {
  const store = storeIn(format);
  await renderInSite(
    <>
      <OddsFormatSelect />
      <p data-testid="prices">
        <Odds decimal={1.91} /> <Odds decimal={2.5} />
      </p>
    </>,
    store,
  );
  const prices = await screen.findByTestId('prices');
  return { store, prices };
}

describe('Odds', () => {
  for (const [format, [short, long]] of Object.entries(expected)) {
    it(`renders prices in ${format}`, async () => {
      const { prices } = await show(format as OddsFormat);
      expect(prices).toHaveTextContent(`${short} ${long}`);
    });
  }

  it('shows a figure that is no price as sent', async () => {
    await renderInSite(<Odds decimal={0} />, storeIn('american'));
    expect(await screen.findByText('0')).toBeInTheDocument();
  });
});

describe('OddsFormatSelect', () => {
  it('is a labelled control listing the six formats with an example each', async () => {
    await show();
    const select = screen.getByRole('combobox', { name: 'Odds format' });
    expect(select).toHaveValue('decimal');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Decimal (2.50)',
      'Hong Kong (1.50)',
      'Malay (-0.67)',
      'Indonesian (1.50)',
      'American (+150)',
      'Fractional (3/2)',
    ]);
  });

  it('changes every price and the stored choice, and is reached with Tab', async () => {
    const { store, prices } = await show();
    await userEvent.selectOptions(screen.getByLabelText('Odds format'), 'hongkong');
    expect(prices).toHaveTextContent('0.91 1.50');
    expect(selectOddsFormat(store.getState())).toBe('hongkong');
    // A native select: reached with Tab, opened and changed by the keyboard as the platform does.
    const select = screen.getByLabelText('Odds format');
    select.blur();
    await userEvent.tab();
    expect(select).toHaveFocus();
  });
});
