/**
 * @lotengo/shared/remotes — mounting one remote's exposed module inside the shell or inside another
 * remote (a remote never imports the shell). A federation singleton (shared/build/singletons.ts), so the
 * registry of remotes, the retry state, the component cache and the missing-file report exist once per page.
 */
import './remotes.css';

export {
  REMOTE_DECLARATIONS,
  REMOTE_NAMES,
  exposedKeysOf,
  type Exposed,
  type ModuleName,
  type PageProps,
  type RemoteName,
  type RemoteProps,
} from './declarations';
export type {
  OfferActionsProps,
  PropertyCardProps,
  PropertyCardSendState,
  PropertyMatchesProps,
  RequestCardProps,
} from './card-props';
// Route facts the shell's route table and the build's early-start script share (type only: no bytes).
export type { Access, EarlyRoute } from '../facts';
export { RemoteList, RemoteModule, isLoadFailure, type RemoteListProps, type RemoteModuleProps } from './remote-module';
export {
  FailureNotice,
  RemoteRenderError,
  RemoteUnavailable,
  type FailureNoticeProps,
  type RemoteNoticeProps,
} from './remote-notices';
export { REMOTE_AREA, areaOfRemote } from './remote-areas';
export { registerRuntimeRemotes, isRegisteredRemote, releaseMovedOn, resetRemote } from './remote-registry';
export {
  BEFORE_RELOAD_EVENT,
  installMissingFileHandlers,
  isMissingFileError,
  loadChunk,
  reloadForNewVersion,
  reportMissingFile,
  resetMissingFileReport,
  useMissingFileReported,
} from './missing-files';
export { ReloadBanner, ReloadRequired } from './reload-notice';
export {
  RemoteUnavailableError,
  configureRemoteLoading,
  loadRemoteComponent,
  resetRemoteLoadingState,
  type LoadOptions,
} from './load-remote-component';
export { clearRemoteComponentCache, getRemoteComponent, preloadRemoteModule } from './remote-component-cache';
export { OFFLINE_MARK, isOfflineModule, type OfflineModule } from './offline-marker';
export { configureTelemetry, reportPageLoad, reportRemoteError } from './telemetry';
