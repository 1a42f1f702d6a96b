/** A game provider: display name and the code of its logo file. */
export interface Provider {
  name: string;
  /** Code in `/api/media/provider/<logo>.svg`; several codes may share one logo. */
  logo: string;
}

const own = (name: string, code: string): Provider => ({ name, logo: code });

/** The provider-logo code map: 35 providers, Pragmatic Play under two codes. */
export const providers: Readonly<Record<string, Provider>> = {
  JILI: own('JILI', 'JILI'),
  PPLAY: own('Pragmatic Play', 'PPLAY'),
  PPLAYLIVE: own('Pragmatic Play', 'PPLAY'),
  FACHAI: own('FA CHAI', 'FACHAI'),
  PGSOFT: own('PG Soft', 'PGSOFT'),
  JDB: own('JDB', 'JDB'),
  YBAT: own('YB Gaming', 'YBAT'),
  EPW: own('EPW', 'EPW'),
  EVOPLAY: own('Evoplay', 'EVOPLAY'),
  EVO: own('Evolution', 'EVO'),
  SEXY: own('AE Sexy', 'SEXY'),
  SA: own('SA Gaming', 'SA'),
  DG: own('Dream Gaming', 'DG'),
  WM: own('WM Casino', 'WM'),
  BG: own('Big Gaming', 'BG'),
  AG: own('Asia Gaming', 'AG'),
  EZUGI: own('Ezugi', 'EZUGI'),
  PT: own('Playtech', 'PT'),
  HABANERO: own('Habanero', 'HABANERO'),
  CQ9: own('CQ9', 'CQ9'),
  KA: own('KA Gaming', 'KA'),
  SPADE: own('Spadegaming', 'SPADE'),
  RT: own('Red Tiger', 'RT'),
  NETENT: own('NetEnt', 'NETENT'),
  JOKER: own('Joker', 'JOKER'),
  MG: own('Microgaming', 'MG'),
  PLAYSTAR: own('PlayStar', 'PLAYSTAR'),
  YGG: own('Yggdrasil', 'YGG'),
  NLC: own('Nolimit City', 'NLC'),
  HACKSAW: own('Hacksaw Gaming', 'HACKSAW'),
  KINGMAKER: own('Kingmaker', 'KINGMAKER'),
  SABA: own('SABA Sports', 'SABA'),
  SBO: own('SBOBET', 'SBO'),
  SV388: own('SV388', 'SV388'),
  RICH88: own('Rich88', 'RICH88'),
};

/** The provider of a code; an unknown code stands for itself. */
export function providerOf(code: string): Provider {
  return providers[code.toUpperCase()] ?? own(code, code);
}

/** The logo URL of a provider code: `/api/media/provider/<logo code>.svg`. */
export function providerLogoUrl(code: string): string {
  return `/api/media/provider/${encodeURIComponent(providerOf(code).logo)}.svg`;
}

/** The display name of a provider code (the code itself when unknown). */
export const providerName = (code: string): string => providerOf(code).name;
