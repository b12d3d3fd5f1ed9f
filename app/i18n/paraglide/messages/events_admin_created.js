/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_CreatedInputs */

const en_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created successfully!`)
};

const de_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin angelegt!`)
};

/**
* | output |
* | --- |
* | "Event created successfully!" |
*
* @param {Events_Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_created = /** @type {((inputs?: Events_Admin_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_created(inputs)
	return en_events_admin_created(inputs)
});