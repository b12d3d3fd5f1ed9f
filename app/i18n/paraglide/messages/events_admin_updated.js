/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_UpdatedInputs */

const en_events_admin_updated = /** @type {(inputs: Events_Admin_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event updated successfully!`)
};

const de_events_admin_updated = /** @type {(inputs: Events_Admin_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin gespeichert!`)
};

/**
* | output |
* | --- |
* | "Event updated successfully!" |
*
* @param {Events_Admin_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_updated = /** @type {((inputs?: Events_Admin_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_updated(inputs)
	return en_events_admin_updated(inputs)
});