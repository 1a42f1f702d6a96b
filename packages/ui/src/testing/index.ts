export { SiteTestProviders } from './site-providers';
