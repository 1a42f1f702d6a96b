export { AccountScreen, accountLinks, PushSettings } from './account-screen';
export {
  ChangePasswordScreen,
  EditProfileScreen,
  ProfileScreen,
  SecurityScreen,
} from './profile-screens';
export { FavouritesScreen, InboxScreen, VipScreen } from './engage-screens';
export { VerificationScreen } from '../verification';
