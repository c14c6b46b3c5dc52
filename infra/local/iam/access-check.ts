/** One decision IAM makes for a request: an action on a resource, with the request's condition keys. */
export interface AccessCheck {
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
  /**
   * Other resources that would do as well (SES authorizes a sender by its address identity or by its
   * domain's): allowed when the resource or any of these is.
   */
  alternatives?: string[];
}
