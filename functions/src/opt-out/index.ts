/** The opt-out capability is public pages only; the suppression list they add to is #suppression/index's. */
export {};
