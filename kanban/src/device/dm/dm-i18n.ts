import { i18n } from '../../i18n';
import { DM_WORDS } from './dm-words';

for (const [lng, bundle] of Object.entries(DM_WORDS)) i18n.addResourceBundle(lng, 'translation', bundle, true, false);
