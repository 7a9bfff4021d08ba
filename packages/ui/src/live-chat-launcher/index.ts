export { ChatLauncher, type ChatLauncherProps, type ChatLauncherText } from './chat-launcher';
