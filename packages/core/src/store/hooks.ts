import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './create-store';
import type { RootState } from './root-reducer';

/** `useDispatch` that knows thunks and API actions. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the app's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed with the app's store. */
export const useAppStore = useStore.withTypes<AppStore>();
