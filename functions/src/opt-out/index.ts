/** The opt-out capability is public pages only; list building reads the list through #suppression/index. */
export {};
