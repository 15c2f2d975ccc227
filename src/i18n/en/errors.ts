/**
 * One key per `ErrorCode` of src/domain/errors.ts (snake_case, as the API sends it) plus the texts of
 * spec 1 §8 the client shows on its own (camelCase).
 */
export default {
  // API error codes
  bad_request: 'The request is not valid.',
  malformed_json: 'The request body is not valid JSON.',
  unauthorized: 'Please log in to continue.',
  token_expired: 'Your session has expired. Please login again.',
  forbidden: 'You do not have permission to perform this action.',
  not_found: 'We can not find the item you are searching.',
  method_not_allowed: 'This action is not allowed.',
  not_acceptable: 'Header is not acceptable.',
  conflict: 'This item was changed by someone else. Please reload and try again.',
  payload_too_large: 'The data you sent is too large.',
  uri_too_long: 'URL is too long.',
  validation_failed: 'The content violates our rules. Please check the highlighted fields.',
  too_many_requests: 'You are performing actions too quickly. Please try again in a few minutes.',
  internal: 'An error occurred. Please try again later.',
  invalid_credentials: 'Email or password incorrect.',
  robot_check_failed: 'Please verify that you are not a robot.',
  set_password_link_invalid: 'Sorry your set password link is no longer valid.',
  reset_password_link_invalid: 'Sorry your reset password link is no longer valid.',
  password_already_set: 'Password already set: use forgot password.',
  refresh_token_invalid: 'Your session has expired. Please login again.',
  // client-side texts (spec 1 §8)
  failure: 'Error',
  timeOut: 'Request time-out.',
  sessionExpired: 'Your session has expired. Please login again.',
  sessionExpiredTitle: 'Session expired',
  errorOccurred: 'An error occurred. Please try again later.',
  somethingWentWrong: 'Something went wrong, please try again later.',
  pageNotLoaded:
    'This page could not be loaded: a new version of Brand Console may have been published, or the connection dropped. Reload to continue.',
  permissionDeniedPage: 'Permission denied; no permission to view this page.',
  permissionDeniedAction: 'You do not have permission to perform this action.',
  permissionDeniedContent: 'You do not have permission to view this content, please try again later.',
  noSearchResult: 'No search result!',
  cannotFindItem: 'We can not find the item you are searching.',
  photoUploadFailed: "Your photos couldn't be uploaded. Photos should be less than 2MB and saved as JPG, JPEG, or PNG files.",
  passwordOrTokenInvalid: 'Password invalid / token invalid',
  fileUploadFailed: 'File could not be uploaded (empty or over limit size, rows or header)',
  fileDownloadFailed: 'File could not be downloaded during processing',
  requestFailed: 'The request failed with status {status:number}.',
  // offer lifecycle refusals (409; src/domain/offers/contract.ts)
  unchanged: 'Nothing changed: the offer already has that value.',
  status_not_allowed: 'The offer cannot move to that status from its current one.',
  schedule_ended: 'The offer has expired. Reactivate it by editing its schedule.',
  schedule_not_started: 'The offer cannot be activated before its start date.',
  offer_no_events: 'Set up at least one conversion event before making the offer public.',
  offer_not_tested: 'Complete a successful tracking test before making the offer public.',
  visibility_not_allowed: 'The offer visibility cannot change that way now.',
  working_mode_not_allowed: 'The offer working mode cannot change that way now.',
  offer_not_visible: 'Only public, active offers can be shared with an invite link.',
  // an agency inside a brand (decision 077)
  agency_not_allowed: "An agency cannot use the brand account's own settings (password, employees, API key, webhooks, billing).",
  agency_access_ended: "The agency's contract with this brand has ended or was terminated: your access to the brand is closed.",
  // fraud detection (decision 089)
  fraud_detector_off: 'Fraud detection is not enabled for this brand. Ask the platform to turn on the fraud detector.',
  agency_contract_not_in_force: 'This contract is not in force: the brand cannot be entered.',
} as const;
