export * from './catalogue';
export * from './classify';
export * from './handling';
