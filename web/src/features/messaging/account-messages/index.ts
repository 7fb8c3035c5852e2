/** What other features use of a person's account messages: the in-app link while no mail provider is set. */
export { appPath } from './appPath';
export { InAppLink } from './InAppLink';
