/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Is_CancelledInputs */

const en_events_admin_is_cancelled = /** @type {(inputs: Events_Admin_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is cancelled: its page shows the notice and RSVPs are closed.`)
};

const de_events_admin_is_cancelled = /** @type {(inputs: Events_Admin_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin ist abgesagt: Seine Seite zeigt den Hinweis, Zusagen sind geschlossen.`)
};

/**
* | output |
* | --- |
* | "This event is cancelled: its page shows the notice and RSVPs are closed." |
*
* @param {Events_Admin_Is_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_is_cancelled = /** @type {((inputs?: Events_Admin_Is_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Is_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_is_cancelled(inputs)
	return en_events_admin_is_cancelled(inputs)
});