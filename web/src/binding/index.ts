import { lazyScreen } from '../shell/lazy-screen';

/** product_mgt/material_binding_details, loaded on first use. */
export const BindingDetailsPage = lazyScreen(() => import('./BindingDetailsPage'));
