export { ChatLauncher, type ChatLauncherProps } from './chat-launcher';
