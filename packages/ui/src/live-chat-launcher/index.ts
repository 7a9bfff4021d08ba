export { CHAT_LAUNCHER_TEXT, ChatLauncher, type ChatLauncherProps } from './chat-launcher';
