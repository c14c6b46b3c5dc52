export interface ConfirmPrompt {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

const CANCEL = 'Cancel';
const DELETE = 'Delete';

/** Confirm prompts. Only the Enroll and saved-item wordings are given by the spec; the rest are ours. */
export const confirmPrompts = {
  enroll: { message: 'Are you sure you want to Enroll?', confirmLabel: 'Enroll', cancelLabel: CANCEL },
  useSavedItem: {
    message: 'Would you like to use the previously saved item?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
  },
  endImpersonation: {
    message: 'Are you sure you want to end impersonation?',
    confirmLabel: 'End Impersonation',
    cancelLabel: CANCEL,
  },
  deleteList: {
    message: 'Are you sure you want to delete this list?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteAddress: {
    message: 'Are you sure you want to delete this address?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteCartItem: {
    message: 'Are you sure you want to remove this item from your cart?',
    confirmLabel: 'Remove',
    cancelLabel: CANCEL,
  },
  deleteImage: {
    message: 'Are you sure you want to delete this image?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteCard: {
    message: 'Are you sure you want to delete this card?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteSavedItem: {
    message: 'Are you sure you want to delete this saved item?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteContact: {
    message: 'Are you sure you want to delete this contact?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  /** The Express Order's reset (spec 1 §4 "Reset returns all fields to defaults"). */
  resetExpressOrder: {
    message:
      'Are you sure you want to start this Express Order over, clearing its sub codes, personalization, policyholders and drop date?',
    confirmLabel: 'Start Over',
    cancelLabel: CANCEL,
  },
} as const satisfies Record<string, ConfirmPrompt>;
