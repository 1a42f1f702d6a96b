import { describe, expect, it } from 'vitest';
import { loginLocation } from './login-location';
import { themeByCode } from './manifest';

const templateOf = (code: string) => themeByCode(code)!.templateId;

describe('login location', () => {
  it('sends slot2, slot4 and sportsbook1 to "/" with #loginmodal after 1000 ms', () => {
    for (const code of ['slot2', 'slot4', 'sportsbook1'])
      expect(loginLocation(templateOf(code))).toEqual({
        path: '/',
        modal: 'loginmodal',
        delayMs: 1000,
      });
  });

  it('sends slot5 to "/" with modal-signin after 1000 ms', () => {
    expect(loginLocation(templateOf('slot5'))).toEqual({
      path: '/',
      modal: 'modal-signin',
      delayMs: 1000,
    });
  });

  it('sends every other template to /login', () => {
    for (const code of ['slot1', 'slot3', 'slot6', 'slot12', 'sportsbook2', 'sportsbook3'])
      expect(loginLocation(templateOf(code))).toEqual({ path: '/login' });
  });
});
