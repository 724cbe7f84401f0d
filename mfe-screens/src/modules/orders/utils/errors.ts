// The server's coded errors are read in one place for every screen (mfe-shared/src/forms).
export { explainableMessage, serverFailure, type ServerFailure } from 'mfe-shared';
