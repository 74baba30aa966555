export { AvatarPicker } from './avatar-picker';
