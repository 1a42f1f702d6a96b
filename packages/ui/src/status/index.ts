export { Preloader } from './preloader';
export type { PreloaderProps } from './preloader';
export { MaintenanceScreen } from './maintenance-screen';
export type { MaintenanceScreenProps } from './maintenance-screen';
