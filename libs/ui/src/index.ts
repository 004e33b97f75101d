// Shared React pieces (one file each). Append exports; do not reorder.
export * from './remote-loader.js';
export * from './Spinner.js';
export * from './StatusBadge.js';
export * from './Card.js';
export * from './EmptyState.js';
export * from './Modal.js';
export * from './ConfirmDialog.js';
export * from './YearSelector.js';
export * from './year-range.js';
export * from './notify.js';
export * from './Field.js';
export * from './useFocusAfterRemoval.js';
export * from './remote-props.js';
export * from './RemoteComponent.js';
export * from './TypedConfirmDialog.js';
export * from './AppLink.js';
