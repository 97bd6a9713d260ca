import { loadingMessages } from './loading-messages.ts';

/** Every user-facing message and limit of the spec, in one place. Templates take {name} placeholders. */
export const messages = {
  notFoundOrder: "You might need to ask for an invite or the order you're looking for might have been deleted.",
  notFoundAdmin: "You don't have proper permissions to view this page.",
  notFoundGeneric: "The page you're looking for doesn't exist.",
  loading: loadingMessages,
  noOrdersFound: 'No orders found',
  noProductsAvailable: 'No Products Available to select.',
  itemInvalid: 'This item has an invalid configuration. Please update it to have no red options on the right.',
  selectionLeavesPropertyEmpty:
    'Oops selecting this option means {title} will not have any options. Please select another option or update your other options.',
  noRelevantResults: 'No relevant results',
  noOptionsAvailable: '{title}: No options available',
  appliesToAllItems: 'applies to all items in order',
  applyToAllConfirm: 'Are you sure? This option will be applied to all products in your order',
  applyToAllConfirmSome: 'Are you sure? This option will be applied to all products in your order that support it',
  orderNameRequired: 'A valid order name is required.',
  orderNameUntitled: 'Order name can not be "{untitled}", please enter a valid name.',
  customEngravingsConfirm:
    'Custom engravings do not enforce design constraints. All custom designs will be reviewed and may be rejected if they are not feasible for production. Are you sure you want to proceed?',
  engravingCaseHint: 'Engraving text is case-sensitive.',
  overRecommendedLimit: '(over recommended limit)',
  overLimit: '(over limit)',
  signInFailed: 'That email and password do not match an account.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'Your role does not allow this.',
  /** A state-changing call sent by a page of another site (CSRF): refused, nothing changed. */
  crossSiteRequest: 'This request came from another site and was refused. Open the portal itself and try again.',
  notFound: 'Not found.',
  staleWrite: 'Someone else changed this record. Reload to see their change, then try again.',
  // Rule engine wording (ours; the spec does not word these). {option} and {property} are titles.
  notAvailableWith: 'Not available with {option} ({property})',
  notOfferedForProduct: 'Not offered for {product}',
  unknownOptionForProperty: 'Option {optionId} is not an option of {title}.',
  propertyNotOnProduct: 'Property {propertyId} is not a property of this product.',
  propertyDoesNotApply: '{title} does not apply with the other options chosen.',
  invalidSelection: '{title}: {reason}',
  ordersCsvExportFailed: 'Something went wrong while exporting the list to csv.',
  /** Item title (spec orders §5), for products flagged instanceTitleIsRequired: the item title popup, then the active-item bar. */
  itemTitleRequiredPopup: 'This item can not be added without an identifier/description.',
  itemTitleRequiredBar: 'This item must have an identifier/description.',
  /** Deleting an item from the cart side panel (spec orders §5). */
  cartDeleteItemConfirm: 'Are you sure? Are you sure you want to delete this product instance?',
  // Custom Product popup (ours; the spec names the feature, not its messages).
  customProductTitleRequired: 'Give the custom product a title.',
  customProductPriceInvalid: 'Enter a price in dollars, e.g. 125.00.',
  // Sharing and guests (spec orders §5, catalogue §5).
  invalidCollaborator: 'Please enter a valid collaborator or email.',
  disinviteGuestConfirm: 'Are you sure you want to disinvite this guest?',
  removeUserGroupConfirm: 'Are you sure you want to remove this user group?',
  userGroupTitlePlaceholder: 'Enter User Group Title',
  userGroupSearchPlaceholder: 'search by email',
  /** Ours: a guest's discount typed on the admin guests page is not a percent. */
  guestDiscountInvalid: 'Enter a percent from 0 to 100.',
} as const;

// The spec's limits are in limits.ts (re-exported here, where they were first written down).
export { limits } from './limits.ts';
