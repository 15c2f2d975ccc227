import type { Translation } from '../i18n-types.ts';
/* Vietnamese: the same areas as ../en/index.ts, one import and one line per area. */
import common from './common.js';
import errors from './errors.js';
import validates from './validates.js';
import routes from './routes.js';
import shell from './shell.js';
import palette from './palette.js';
import auth from './auth.js';
import access from './access.js';
import files from './files.js';
import employees from './employees.js';
import offers from './offers.js';
import offerAssets from './offerAssets.js';
import notifications from './notifications.js';
import onboarding from './onboarding.js';
import account from './account.js';
import partners from './partners.js';
import markets from './markets.js';
import tracking from './tracking.js';
import fraud from './fraud.js';
import reports from './reports.js';
import reportViews from './reportViews.js';
import table from './table.js';
import conversions from './conversions.js';
import dashboard from './dashboard.js';
import activity from './activity.js';
import webhooks from './webhooks.js';
import tierGroups from './tierGroups.js';
import agencies from './agencies.js';
import discounts from './discounts.js';
import tickets from './tickets.js';
import invoices from './invoices.js';
import reconciliation from './reconciliation.js';
import crossCheck from './crossCheck.js';
import featured from './featured.js';
import marketProfile from './marketProfile.js';
import invitations from './invitations.js';
import partnerContracts from './partnerContracts.js';
import management from './management.js';
import products from './products.js';
import productSync from './productSync.js';

const vi = {
  common,
  errors,
  validates,
  routes,
  shell,
  palette,
  auth,
  access,
  files,
  employees,
  offers,
  offerAssets,
  notifications,
  onboarding,
  account,
  partners,
  markets,
  tracking,
  fraud,
  reports,
  reportViews,
  table,
  conversions,
  dashboard,
  activity,
  webhooks,
  tierGroups,
  agencies,
  discounts,
  tickets,
  invoices,
  reconciliation,
  crossCheck,
  featured,
  marketProfile,
  invitations,
  partnerContracts,
  management,
  products,
  productSync,
} satisfies Translation;

export default vi;
