export { ContactMessages } from './contact-messages';
export { DomainPanel } from './domain-panel';
export { LaunchButton, type LaunchButtonProps } from './launch-button';
export { PublishHistory } from './publish-history';
export { RedeployBanner } from './redeploy-banner';
export { VisitorStats } from './visitor-stats';
