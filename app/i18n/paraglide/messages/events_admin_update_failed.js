/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Update_FailedInputs */

const en_events_admin_update_failed = /** @type {(inputs: Events_Admin_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update event. Please try again.`)
};

const de_events_admin_update_failed = /** @type {(inputs: Events_Admin_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin konnte nicht gespeichert werden. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Failed to update event. Please try again." |
*
* @param {Events_Admin_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_update_failed = /** @type {((inputs?: Events_Admin_Update_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Update_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_update_failed(inputs)
	return en_events_admin_update_failed(inputs)
});