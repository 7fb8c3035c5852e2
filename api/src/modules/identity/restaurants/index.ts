/** The restaurants module's face: what the route list, the job list and other modules may use. */
export {
  businessDate,
  loadPosSettings,
  nextNumber,
  nextNumberStatement,
  POS_SETTINGS_COLUMNS,
  type PosSettings,
  posSettingsOf,
  selectPosSettings,
} from './pos-settings';
export { restaurantsRoutes } from './restaurants.routes';
